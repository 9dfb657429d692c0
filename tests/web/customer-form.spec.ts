import { addressLine, deleteCustomerQuestion, zipProblem, ZIP_FORMAT_MESSAGE } from '../../apps/web/src/features/customers/customerForm';

// Issue 10, wall 8: a customer's address (spec 000 lists Address1, Address2, City, State and Zip),
// and a delete that says what becomes of the customer's signings.

describe("a customer's address", () => {
  it('reads on one line in the list, skipping what is empty', () => {
    expect(addressLine({ Address1: '12 Main St', Address2: 'Suite 4', City: 'Austin', State: 'TX', Zip: '78701' })).toBe(
      '12 Main St, Suite 4, Austin, TX 78701',
    );
    expect(addressLine({ Address1: '', Address2: '', City: 'Austin', State: 'TX', Zip: '' })).toBe('Austin, TX');
    expect(addressLine({ Address1: '', Address2: '', City: '', State: '', Zip: '' })).toBe('');
  });

  it('takes a ZIP code of five digits or ZIP+4, or none', () => {
    expect(['', '78701', '78701-1234', ' 78701 '].map((Zip) => zipProblem({ Zip }))).toEqual([null, null, null, null]);
    expect(['7870', '78701-12', 'ABCDE'].map((Zip) => zipProblem({ Zip }))).toEqual([ZIP_FORMAT_MESSAGE, ZIP_FORMAT_MESSAGE, ZIP_FORMAT_MESSAGE]);
  });
});

describe('deleting a customer', () => {
  it('says how many signings name it and that they stay', () => {
    expect(deleteCustomerQuestion('First Title', 3)).toBe(
      `Delete the customer "First Title" and its contacts? 3 signings name this customer; they keep their details and the customer's name, and are not deleted.`,
    );
    expect(deleteCustomerQuestion('First Title', 1)).toContain(
      "1 signing names this customer; it keeps its details and the customer's name, and is not deleted.",
    );
    expect(deleteCustomerQuestion('First Title', 0)).toBe('Delete the customer "First Title" and its contacts? No signing names this customer.');
    expect(deleteCustomerQuestion('First Title', undefined)).toBe('Delete the customer "First Title" and its contacts?');
  });
});
