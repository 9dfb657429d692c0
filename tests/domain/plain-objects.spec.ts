import { setFlagsFromString } from 'node:v8';
import { withFields } from '@notary/events';

describe('withFields, a spread that adds fields', () => {
  it('makes what `{ ...base, ...fields }` makes: own enumerable properties, the later ones winning', () => {
    const hidden = Symbol('hidden');
    const base = Object.defineProperty({ LastName: 'Peña', City: 'Austin', [hidden]: 1 }, 'secret', { value: 'not copied', enumerable: false });
    const made = withFields(base, { City: 'Dallas', Position: 7 });

    expect(made).toEqual({ ...base, City: 'Dallas', Position: 7 });
    expect(Reflect.ownKeys(made)).toEqual(Reflect.ownKeys({ ...base, City: 'Dallas', Position: 7 }));
    expect(made[hidden]).toBe(1);
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
  });

  it('changes neither of the objects it is given', () => {
    const base = { LastName: 'Rivera', Payments: [{ Amount: 150 }] };
    const fields = { Unchanged: false };
    const made = withFields(base, fields);

    made.LastName = 'Changed';
    expect(base).toEqual({ LastName: 'Rivera', Payments: [{ Amount: 150 }] });
    expect(fields).toEqual({ Unchanged: false });
    // Shallow, as a spread is: the nested list is the same one.
    expect(made.Payments).toBe(base.Payments);
  });

  it('gives every object of the same shape the same hidden class (the reason it exists)', () => {
    setFlagsFromString('--allow-natives-syntax');
    // Compiled after the flag is set; V8's own check, not available as a function otherwise.
    const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    const made = Array.from({ length: 50 }, (_, index) => withFields(JSON.parse(`{"LastName":"S${index}","City":"Austin"}`) as object, { Position: index }));

    expect(made.every((object) => sameHiddenClass(object, made[0]))).toBe(true);
  });
});
