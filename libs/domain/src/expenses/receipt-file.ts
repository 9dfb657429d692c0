/** The receipt files accepted (spec 001 §5): png, jpg/jpeg, gif or pdf, at most 5 MB (5,242,880 bytes). */
export const RECEIPT_MAX_BYTES = 5_242_880;

export const RECEIPT_MESSAGES = {
  invalidType: 'Invalid File Type: the file must be an image (.png, .jpg/.jpeg, .gif) or a .pdf',
  invalidSize: 'Invalid File Size: the file is too large; it may not be bigger than 5 MB',
  missing: 'Choose a receipt file to upload',
} as const;

/**
 * What a file is, judged by its first bytes (its magic number), never by its name or the type the
 * browser declared: a renamed .exe stays refused. Null: not a type receipts may be.
 */
export function receiptContentType(head: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'application/pdf' | null {
  const starts = (...bytes: number[]) => head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)) return 'image/gif';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

/** How many leading bytes receiptContentType needs. */
export const RECEIPT_SNIFF_BYTES = 8;
