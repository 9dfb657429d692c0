/**
 * A CSV file's rows (RFC 4180: fields quoted with ", a quote inside doubled, line ends CRLF, LF or
 * CR, a line break allowed inside quotes). The separator is the one of comma, semicolon and tab
 * that the first line uses most outside quotes (a spreadsheet saving "CSV" in a country that writes
 * decimals with a comma uses semicolons). Each record is one spreadsheet row, numbered from 1.
 */
export function csvRows(text: string): string[][] {
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const length = text.length;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy the run up to the next quote in one step.
      const next = text.indexOf('"', i);
      const end = next === -1 ? length : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      i++;
    } else if (char === separator) {
      endField();
      i++;
    } else if (char === '\r' || char === '\n') {
      endRow();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      let end = i + 1;
      while (end < length) {
        const c = text[end];
        if (c === separator || c === '\r' || c === '\n') break;
        end++;
      }
      field += text.slice(i, end);
      i = end;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

function separatorOf(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char]!++;
  }
  return Object.entries(counts).reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0])[0];
}
