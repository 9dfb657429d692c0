/**
 * Text as the search box matches it: lower-case and without accents, so "pena" finds "Peña" and
 * "jose" finds "José" (letters are split from their marks, and the marks dropped).
 */
export const searchable = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A search box's words as a pattern over searchable text, or null when nothing was typed. */
export function searchPattern(typed: string | undefined): string | null {
  const words = searchable(typed ?? '').trim();
  return words ? escapeRegex(words) : null;
}
