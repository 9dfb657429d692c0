import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
// The request's file() and isMultipart() come from the plugin registered in server.ts.
import type {} from '@fastify/multipart';
import { IMPORT_FILE_MESSAGES, IMPORT_MAX_BYTES, type ImportCell } from '@notary/domain';
import { ApiError } from '../../../core/http/api-error';
import { csvRows } from './csv-sheet';
import { xlsxRows } from './xlsx-sheet';

/** Room for the multipart envelope around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;
/** A refused upload closes the connection: the rest of a too-large body is not worth reading. */
const CLOSE = { connection: 'close' };

export const notAnImportFile = () => new ApiError(415, { Response: IMPORT_FILE_MESSAGES.expected, Code: 'IMPORT.INVALID_TYPE' });
export const importFileTooLarge = () => new ApiError(413, { Response: IMPORT_FILE_MESSAGES.tooLarge, Code: 'IMPORT.TOO_LARGE' }, CLOSE);

export interface ImportFile {
  fileName: string;
  /** The sheet's rows of cells; index 0 is spreadsheet row 1. */
  rows: ImportCell[][];
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/**
 * Takes the uploaded file (multipart, field `file`) and reads its rows. What it is comes from its
 * bytes, never its name: an Excel workbook is a ZIP; anything else must be text (UTF-8, with or
 * without a byte order mark; UTF-16 with one, as Excel's "Unicode text"; or Windows-1252, as older
 * Excel saves CSV). Images, PDFs and other binary files answer 415; past 10 MB, 413.
 */
@Injectable()
export class ImportFileIntake {
  async take(request: FastifyRequest): Promise<ImportFile> {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD) throw importFileTooLarge();
    if (!request.isMultipart()) throw notAnImportFile();
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, parts: 5 }, throwFileSizeLimit: false });
    if (!part) throw new ApiError(400, { Response: IMPORT_FILE_MESSAGES.missing, Code: 'IMPORT.MISSING' });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (size > IMPORT_MAX_BYTES) {
        part.file.destroy();
        throw importFileTooLarge();
      }
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks, size);
    return { fileName: cleanFileName(part.filename), rows: await rowsOf(bytes) };
  }
}

async function rowsOf(bytes: Buffer): Promise<ImportCell[][]> {
  if (bytes.subarray(0, 4).equals(ZIP)) {
    const rows = await xlsxRows(bytes);
    if (!rows) throw notAnImportFile();
    return rows;
  }
  const text = textOf(bytes);
  if (text === null) throw notAnImportFile();
  return csvRows(text);
}

/** Control characters other than tab and line ends: not a text file (or not one of signings). */
function binary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

function textOf(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return null;
  let text: string | null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decode('utf-16le', bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decode('utf-16be', bytes.subarray(2));
  else text = decode('utf-8', bytes) ?? decode('windows-1252', bytes);
  if (text === null) return null;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return binary(text) ? null : text;
}

function decode(encoding: string, bytes: Uint8Array): string | null {
  try {
    // fatal: a byte sequence that is not valid in the encoding throws instead of becoming U+FFFD.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The name shown beside the rows it brought: printable and short. */
function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 100);
  return base || 'import';
}
