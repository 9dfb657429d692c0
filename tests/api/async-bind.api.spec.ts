import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import { useCheapAsyncBind } from '../../apps/command-api/src/core/http/cheap-async-bind';

// The server binds callbacks to async scopes on every request (Fastify's body parser, Nest's
// interceptors) through AsyncResource#bind, which createServer replaces with a cheaper one. What the
// request pipeline relies on must hold: the callback runs in the scope it was bound in, sees that
// scope's AsyncLocalStorage (the document store's transactions use one), and gets its arguments and
// `this` as called.
// Core objects are shared by every test file of a jest worker, so another file's server may have
// applied it first (with its own realm's errors): the checks below go by behaviour and message.
useCheapAsyncBind();

it('a bound callback runs in the resource’s async scope, with the store that was current when it was bound', async () => {
  const storage = new AsyncLocalStorage<string>();
  const resource = storage.run('request 1', () => new AsyncResource('test'));
  const bound = storage.run('request 1', () => AsyncResource.bind((suffix: string) => `${storage.getStore()} ${suffix} @${executionAsyncId()}`));
  const seen = await storage.run('request 2', () => new Promise<string>((resolve) => setImmediate(() => resolve(bound('done')))));
  expect(seen.startsWith('request 1 done @')).toBe(true);
  expect(Number(seen.split('@')[1])).not.toBe(executionAsyncId());
  const ownScope = resource.bind(() => executionAsyncId());
  expect(ownScope()).toBe(resource.asyncId());
});

it('passes the arguments, the caller’s `this`, or the `this` it was given, and the result', () => {
  const resource = new AsyncResource('test');
  const target = {
    name: 'target',
    call: resource.bind(function (this: { name: string }, a: number, b: number) {
      return `${this.name} ${a + b}`;
    }),
  };
  expect(target.call(2, 3)).toBe('target 5');
  // Node 20 still takes a `this` to bind (its types no longer say so).
  const given = (resource.bind as (fn: () => string, thisArg: unknown) => () => string)(
    function (this: { name: string }) {
      return this.name;
    },
    { name: 'given' },
  );
  expect(given.call({ name: 'caller' })).toBe('given');
  expect(() => resource.bind('not a function' as unknown as () => void)).toThrow('The "fn" argument must be of type function');
});

it('binds without the deprecated `asyncResource` property, and is applied once, however many servers start', () => {
  expect('asyncResource' in new AsyncResource('test').bind(() => undefined)).toBe(false);
  const bind = AsyncResource.prototype.bind;
  useCheapAsyncBind();
  expect(AsyncResource.prototype.bind).toBe(bind);
});
