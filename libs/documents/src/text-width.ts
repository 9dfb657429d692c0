/**
 * How wide a line of text can be at most in the documents' font (Roboto, regular or bold cut), with
 * no font loaded: from the glyphs' advance widths, for laying out before pdfmake measures.
 */

/**
 * Advance widths of ' ' (U+0020) to '~' (U+007E) in thousandths of an em, the larger of Roboto's
 * Regular and Medium (bold) cuts, as fontkit reads them from pdfmake/fonts/Roboto.
 */
const ASCII_WIDTHS = [
  249, 265, 321, 616, 569, 737, 642, 175, 347, 350, 444, 568, 224, 340, 278, 413, 569, 569, 569, 569, 569, 569, 569, 569, 569, 569, 264, 240, 509, 563, 523,
  487, 898, 664, 632, 653, 657, 569, 553, 682, 714, 284, 556, 632, 541, 875, 714, 689, 639, 689, 630, 606, 610, 655, 646, 888, 632, 611, 604, 272, 417, 272,
  429, 452, 321, 544, 563, 524, 564, 536, 354, 567, 556, 255, 251, 522, 255, 877, 557, 571, 563, 569, 354, 517, 334, 557, 497, 752, 503, 490, 503, 339, 249,
  339, 681,
];
/** Any other character: Roboto's widest glyph (Œ, 961 in the Medium cut). */
const WIDEST = 961;
/** Roboto's largest kerning that widens a pair of ASCII letters is 24/1000 em: allowed on every character. */
const KERNING = 25;

/** An upper bound of the width of `text` set on one line at `fontSize` points, in points. */
export function maxTextWidth(text: string, fontSize: number): number {
  let width = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one glyph: its second half adds nothing.
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    width += (code >= 0x20 && code <= 0x7e ? ASCII_WIDTHS[code - 0x20] : WIDEST) + KERNING;
  }
  return (width * fontSize) / 1000;
}
