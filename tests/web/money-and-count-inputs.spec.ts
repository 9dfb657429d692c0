import { caretAfterFormat, currencyInputValue, formatCurrencyInput, formatMoney, parseCurrency } from '../../apps/web/src/shared/format/money';
import { countText, digitsOnly, parseCount } from '../../apps/web/src/features/signings/numericInput';

// Spec 000 §5: currency input keeps digits, a minus sign and a decimal point, two decimals, thousands
// commas; numeric input allows only digits.

describe('typing an amount', () => {
  it('keeps digits, a leading minus sign and one decimal point, dropping anything else', () => {
    expect(formatCurrencyInput('$1234.5')).toBe('1,234.5');
    expect(formatCurrencyInput('abc-12x')).toBe('-12');
    expect(formatCurrencyInput('12-3')).toBe('123');
    expect(formatCurrencyInput('1.2.3')).toBe('1.23');
  });

  it('allows at most two decimals', () => {
    expect(formatCurrencyInput('1234567.891')).toBe('1,234,567.89');
    expect(formatCurrencyInput('0.50')).toBe('0.50');
  });

  it('inserts thousands commas where they belong, however they were typed', () => {
    expect(formatCurrencyInput('12,34')).toBe('1,234');
    expect(formatCurrencyInput('-1234567')).toBe('-1,234,567');
    expect(formatCurrencyInput('0007')).toBe('7');
    expect(formatCurrencyInput(formatCurrencyInput('98765.4'))).toBe('98,765.4');
  });

  it('reads the amount typed, or none for an empty entry, a lone minus or point', () => {
    expect(parseCurrency('1,234.56')).toBe(1234.56);
    expect(parseCurrency('-45.5')).toBe(-45.5);
    expect([parseCurrency(''), parseCurrency('-'), parseCurrency('.')]).toEqual([null, null, null]);
  });

  it('shows a stored amount with two decimals and commas', () => {
    expect([currencyInputValue(1234.5), currencyInputValue(0), currencyInputValue(1000000), currencyInputValue(-20)]).toEqual([
      '1,234.50',
      '0.00',
      '1,000,000.00',
      '-20.00',
    ]);
    expect([currencyInputValue(null), currencyInputValue(undefined)]).toEqual(['', '']);
    expect([formatMoney(1234.5), formatMoney(null)]).toEqual(['$1,234.50', '']);
  });

  it('keeps the caret after the same digit when a comma appears', () => {
    expect(caretAfterFormat('12345', 5, '12,345')).toBe(6);
    expect(caretAfterFormat('1,5234', 3, '15,234')).toBe(2);
  });
});

describe('typing a count (mileage, signatures, documents)', () => {
  it('keeps only digits', () => {
    expect(digitsOnly('12a 3-4.5')).toBe('12345');
    expect([parseCount('1,024 mi'), parseCount('0'), parseCount('abc'), parseCount('')]).toEqual([1024, 0, null, null]);
    expect([countText(0), countText(12), countText(null), countText(undefined)]).toEqual(['0', '12', '', '']);
  });
});
