/** The report PDF's colours and sizes, shared by its page layout and its tables. */

export const COLOURS = {
  ink: '#1f2933',
  muted: '#52606d',
  accent: '#1d4e89',
  rule: '#c3ccd6',
  tint: '#eef2f7',
  zebra: '#f6f8fa',
  noteEdge: '#9a6700',
  noteTint: '#fff8e5',
};

/** The tables' text size, which the document takes as its default (most of a report's text is in its tables). */
export const TABLE_FONT_SIZE = 8;
export const TEXT_FONT_SIZE = 9;
/** A table's title. */
export const SECTION_FONT_SIZE = 11;
