/** Numeric inputs (mileage, signatures, documents) keep digits only (spec 000 §5). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function parseCount(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === '' ? null : Number(digits);
}

export const countText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
