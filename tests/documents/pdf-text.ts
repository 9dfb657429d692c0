import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfmake writes it (compressed streams are inflated), with no
 * system tools: CI has no poppler. pdfmake embeds TrueType subsets and writes glyph ids, so the
 * text is read back through each font's ToUnicode map, as a PDF viewer's copy and paste does.
 */

interface Fragment {
  x: number;
  y: number;
  text: string;
}

const objectsOf = (pdf: string): Map<string, string> => new Map([...pdf.matchAll(/(\d+) 0 obj\s([\s\S]*?)\sendobj/g)].map((match) => [match[1], match[2]]));

/** A stream's bytes as a latin1 string, inflated when it is compressed (/FlateDecode, the default). */
const streamOf = (body: string): string => {
  const data = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)?.[1] ?? '';
  return /\/Filter\s*\/FlateDecode/.test(body) ? inflateSync(Buffer.from(data, 'latin1')).toString('latin1') : data;
};

/** UTF-16BE hex (a ToUnicode destination; pdfkit spaces a ligature's units: <0066 0069>) to a string. */
const utf16 = (hex: string): string => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** Glyph id (4 hex digits) to text, from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, id, text] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) glyphs.set(parseInt(id, 16), utf16(text));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const start = parseInt(from, 16);
      const end = parseInt(to, 16);
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, text], offset) => glyphs.set(start + offset, utf16(text)));
      } else {
        const first = parseInt(target.slice(1, -1), 16);
        for (let id = start; id <= end; id++) glyphs.set(id, String.fromCharCode(first + id - start));
      }
    }
  }
  return glyphs;
}

/** The page's text runs, each at the point where it starts. */
function fragmentsOf(content: string, fonts: Map<string, Map<number, string>>): Fragment[] {
  const fragments: Fragment[] = [];
  let glyphs = new Map<number, string>();
  let x = 0;
  let y = 0;
  for (const [, font, tm, tj] of content.matchAll(/\/(\S+) [\d.]+ Tf|([-\d. ]+) Tm|\[((?:<[0-9a-fA-F]*>|[^\]])*)\] TJ/g)) {
    if (font) glyphs = fonts.get(font) ?? new Map();
    else if (tm) [x, y] = tm.trim().split(/\s+/).slice(4).map(Number);
    else if (tj !== undefined) {
      const ids = [...tj.matchAll(/<([0-9a-fA-F]*)>/g)].flatMap(([, hex]) => (hex.match(/.{4}/g) ?? []).map((id) => parseInt(id, 16)));
      fragments.push({ x, y, text: ids.map((id) => glyphs.get(id) ?? '\uFFFD').join('') });
    }
  }
  return fragments;
}

/**
 * Each page's text, top to bottom, one line per baseline. pdfmake writes a run per word, with its
 * trailing space; runs without one (the last word of a cell) are joined by a space, except after a
 * hyphen, where pdfmake splits a word such as "Walk-in".
 */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join('\n');
}

export function pdfPages(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  if (!source.includes('/ToUnicode')) throw new Error('no ToUnicode map found: render with compress: false');
  const objects = objectsOf(source);
  const cmaps = new Map<string, Map<number, string>>();
  const fontsOf = (resources: string) => {
    const fonts = new Map<string, Map<number, string>>();
    const dictionary = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, id] of dictionary.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id) ?? '')?.[1];
      if (!cmapId) continue;
      if (!cmaps.has(cmapId)) cmaps.set(cmapId, toUnicode(streamOf(objects.get(cmapId) ?? '')));
      fonts.set(name, cmaps.get(cmapId)!);
    }
    return fonts;
  };
  const tree = [...objects.values()].find((body) => /\/Type \/Pages\b/.test(body) && !/\/Parent /.test(body)) ?? '';
  const kids = (body: string): string[] =>
    [...(/\/Kids \[([^\]]*)\]/.exec(body)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].flatMap(([, id]) => {
      const kid = objects.get(id) ?? '';
      return /\/Type \/Pages\b/.test(kid) ? kids(kid) : [kid];
    });
  return kids(tree).map((page) => {
    const resources = objects.get(/\/Resources (\d+) 0 R/.exec(page)?.[1] ?? '') ?? '';
    const content = streamOf(objects.get(/\/Contents (\d+) 0 R/.exec(page)?.[1] ?? '') ?? '');
    const byLine = new Map<number, Fragment[]>();
    for (const fragment of fragmentsOf(content, fontsOf(resources))) {
      const key = Math.round(fragment.y * 10) / 10;
      byLine.set(key, [...(byLine.get(key) ?? []), fragment]);
    }
    return [...byLine.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, runs]) =>
        runs
          .sort((a, b) => a.x - b.x)
          .reduce((line, run) => (line === '' || /[\s-]$/.test(line) ? line + run.text : `${line} ${run.text}`), '')
          .trim(),
      )
      .join('\n');
  });
}

/** The number of page objects (`/Type /Page`, not `/Pages`). */
export const pageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
