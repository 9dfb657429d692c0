/**
 * pdfmake 0.3 on the server, locked down: documents are made from the model alone, so nothing may
 * reach out. Downloads are refused (a URL in an image or font would otherwise be fetched: a
 * server-side request forgery), and so is every local file read: the fonts are read once from
 * pdfmake's own package into its virtual file system, where pdfmake looks before the disk.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

/** A pdfmake content node (text, table, columns, stack...), as its documentation describes it. */
export type PdfContent = string | PdfNode | PdfContent[];
export interface PdfNode {
  [property: string]: unknown;
}
/** A pdfmake document definition. */
export interface PdfDefinition {
  content: PdfContent;
  [property: string]: unknown;
}

/** Roboto ships with pdfmake; it has no Bold cut, and pdfmake's own default uses Medium for bold. */
const ROBOTO = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};
/** Names inside pdfmake's virtual file system (shared by the process): ours are prefixed. */
const VIRTUAL_DIR = 'notary-documents/fonts';
export const FONT_FAMILY = 'Roboto';

let fontFamily: Record<keyof typeof ROBOTO, string> | undefined;

/** The fonts' bytes, read into memory once per process (or worker thread). */
function loadFonts(): Record<keyof typeof ROBOTO, string> {
  if (fontFamily) return fontFamily;
  const fontDir = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
  const family = { normal: '', bold: '', italics: '', bolditalics: '' };
  for (const [style, file] of Object.entries(ROBOTO) as Array<[keyof typeof ROBOTO, string]>) {
    const name = `${VIRTUAL_DIR}/${file}`;
    if (!pdfmake.virtualfs.existsSync(name)) pdfmake.virtualfs.writeFileSync(name, readFileSync(join(fontDir, file)));
    family[style] = name;
  }
  return (fontFamily = family);
}

/**
 * Lays out and writes one PDF. The work is synchronous CPU (layout, font subsetting, deflate) and
 * holds the calling thread for its whole length: servers call it through PdfRenderPool.
 */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  // pdfmake is one instance per process: set fonts and policies on every call, so that nothing
  // else that uses pdfmake in this process can loosen them for our documents.
  pdfmake.setFonts({ [FONT_FAMILY]: { ...loadFonts() } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return pdfmake.createPdf(definition).getBuffer();
}
