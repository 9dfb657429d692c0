import { HIDEABLE_COLUMNS } from '@notary/contracts/wire-values';
import { ALL_COLUMNS, columnCount, columnsThatFit, droppableCount, hiddenColumnsOf, visibleColumns } from '../../apps/web/src/features/signings/columnRules';

// Spec 000 §9: 16 columns with AutoNotaryFee on, else 17, minus the hidden ones; 001 §9: the nine hideable columns.

describe('signings table columns', () => {
  it('lets the notary hide exactly the nine columns the server knows', () => {
    expect(HIDEABLE_COLUMNS).toEqual([
      'AppointmentTypeDescription',
      'Location',
      'InvoiceSent',
      'InvoicePaid',
      'InvoiceNumber',
      'Mileage',
      'OrderNumber',
      'Docs',
      'Tracking',
    ]);
  });

  it('shows 16 columns with automatic notary fees and 17 without, when none is hidden', () => {
    expect(columnCount(true, [])).toBe(16);
    expect(columnCount(false, [])).toBe(17);
  });

  it('shows one column fewer for each hidden column', () => {
    expect(columnCount(false, ['Mileage', 'Docs'])).toBe(15);
    expect(columnCount(true, ['Tracking'])).toBe(15);
    expect(columnCount(true, [...HIDEABLE_COLUMNS])).toBe(7);
  });

  it('ignores saved names that are not hideable, and names saved twice', () => {
    expect(hiddenColumnsOf(['Mileage', 'Mileage', 'Signatures', 'Amount', 'Nonsense'])).toEqual(['Mileage']);
    expect(hiddenColumnsOf(undefined)).toEqual([]);
    expect(columnCount(false, ['Mileage', 'Mileage', 'Signatures', 'Nonsense'])).toBe(16);
  });

  it('leaves out the Signatures column with automatic notary fees', () => {
    expect(ALL_COLUMNS).toContain('Signatures');
    expect(visibleColumns(true, [])).not.toContain('Signatures');
    expect(visibleColumns(false, [])).toEqual([...ALL_COLUMNS]);
  });

  it('lists the visible columns in table order without the hidden ones', () => {
    expect(visibleColumns(false, ['Location', 'InvoicePaid', 'Docs'])).toEqual([
      'select',
      'AppointmentDateTime',
      'Signer',
      'CustomerName',
      'AppointmentTypeDescription',
      'Amount',
      'Balance',
      'InvoiceNumber',
      'InvoiceSent',
      'Mileage',
      'OrderNumber',
      'Signatures',
      'Tracking',
      'actions',
    ]);
  });

  it('always shows as many columns as it counts', () => {
    const cases: Array<[boolean, string[]]> = [
      [true, []],
      [false, []],
      [true, ['Mileage', 'Tracking']],
      [false, [...HIDEABLE_COLUMNS]],
      [true, ['Signatures', 'Docs']],
    ];
    for (const [autoNotaryFee, hidden] of cases) expect(visibleColumns(autoNotaryFee, hidden)).toHaveLength(columnCount(autoNotaryFee, hidden));
  });
});

describe('columns on a narrower window', () => {
  const all = visibleColumns(false, []);

  it('give way least important first, keeping the date, the signer, Amount, Balance and the row buttons', () => {
    expect(columnsThatFit(all, 0)).toEqual({ fit: all, folded: [] });
    expect(columnsThatFit(all, 1).folded).toEqual(['Tracking']);
    expect(columnsThatFit(all, 3).folded).toEqual(['Docs', 'Signatures', 'Tracking']);
    const narrowest = columnsThatFit(all, 99);
    expect(narrowest.fit).toEqual(['select', 'AppointmentDateTime', 'Signer', 'Amount', 'Balance', 'actions']);
    expect(narrowest.folded).toHaveLength(droppableCount(all));
    // The table keeps its own order.
    const { fit } = columnsThatFit(all, 5);
    expect(fit).toEqual(all.filter((column) => fit.includes(column)));
  });

  it("respect the notary's own hidden columns", () => {
    const { fit, folded } = columnsThatFit(visibleColumns(true, ['Location']), 1);
    expect(fit).not.toContain('Location');
    expect(folded).toEqual(['Tracking']);
  });
});
