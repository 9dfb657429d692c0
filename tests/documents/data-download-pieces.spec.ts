import { columnsOf, toCsv } from '@notary/documents';
import { unzipSync, strFromU8 } from 'fflate';
import { csvPieces, jsonPieces } from '../../apps/command-api/src/features/data-export/text-pieces';
import { zipStream, type ZipEntry } from '../../apps/command-api/src/features/data-export/zip-stream';

// The data download makes its files a piece at a time; what it makes must be what the whole would be.
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ Id: `s-${i}`, LastName: i % 7 === 0 ? '=SUM(A1)' : `Peña "${i}"`, Amount: i * 1.5, Notes: 'line one\nline two' }));

describe('the data download, made a piece at a time', () => {
  it.each([0, 1, 99, 100, 1234])('%i rows: the CSV pieces are the CSV, the JSON pieces the JSON', (count) => {
    const records = rows(count);
    expect([...csvPieces(records)].join('')).toBe(toCsv(columnsOf(records), records));
    expect([...jsonPieces(records)].join('')).toBe(`${JSON.stringify(records, null, 2)}\n`);
    // Fields left out of both: the columns go, and each record goes through `each`.
    const withoutNotes = records.map(({ Notes: _notes, ...rest }) => rest);
    expect([...csvPieces(records, ['Notes'])].join('')).toBe(toCsv(columnsOf(withoutNotes), withoutNotes));
    expect([...jsonPieces(records, ({ Notes: _notes, ...rest }) => rest)].join('')).toBe(`${JSON.stringify(withoutNotes, null, 2)}\n`);
    expect([...jsonPieces(records)].length).toBe(count === 0 ? 1 : Math.ceil(count / 100) + 1);
  });

  it('a streamed ZIP holds each entry whole: text deflated, bytes stored, pieces from a generator joined', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'README.txt', content: 'hello\r\n' };
      yield { name: 'receipts/scan.png', content: bytes, store: true };
      yield { name: 'signings.json', content: jsonPieces(rows(1234)) };
      yield { name: 'empty.txt', content: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of zipStream(entries())) chunks.push(chunk as Buffer);
    const files = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(files)).toEqual(['README.txt', 'receipts/scan.png', 'signings.json', 'empty.txt']);
    expect(strFromU8(files['README.txt'])).toBe('hello\r\n');
    expect(Buffer.from(files['receipts/scan.png']).equals(bytes)).toBe(true);
    expect(JSON.parse(strFromU8(files['signings.json']))).toEqual(rows(1234));
    expect(files['empty.txt'].length).toBe(0);
  });
});
