// Reading uploaded CSV: bytes → text (UTF-8 with or without BOM, else Excel's windows-1252),
// delimiter guessed from the header line, then an RFC 4180 parser that also accepts LF and CR
// line ends (what spreadsheets actually save) and refuses an unterminated quote.

/** A CSV that cannot be read as records; `line` is the 1-based line where the problem starts. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export type TextEncodingName = 'utf-8' | 'windows-1252';

/**
 * Decodes an upload. Valid UTF-8 wins (a windows-1252 file with accents is almost never valid
 * UTF-8, because its accented bytes are lone continuation bytes); anything else is read as
 * windows-1252, the "ANSI" code page Excel uses for Spanish when saving "CSV (delimitado por
 * comas)", a superset of Latin-1 for printable text.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}

const CANDIDATES = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof CANDIDATES)[number];

/** The delimiter used most on the first line outside quotes (',' when none appears). */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const d of CANDIDATES) {
    const n = counts.get(d) ?? 0;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

export interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  fields: string[];
}

/**
 * Parses CSV text into records. Quotes may wrap a field (doubled inside); CRLF, LF and CR end a
 * record; a final line ending is optional. Throws CsvSyntaxError on an unterminated quote or on
 * text right after a closing quote.
 */
export function parseCsv(text: string, delimiter: Delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let endOfRecord = false;
    while (!endOfRecord) {
      let value = '';
      if (text[i] === '"') {
        const openedAt = line;
        i++;
        for (;;) {
          if (i >= n) throw new CsvSyntaxError(`Unterminated quoted field (line ${openedAt})`, openedAt);
          const ch = text[i] as string;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
          value += ch;
          i++;
        }
        const next = text[i];
        if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n') {
          throw new CsvSyntaxError(`Unexpected text after a closing quote (line ${line})`, line);
        }
      } else {
        let j = i;
        while (j < n) {
          const ch = text[j];
          if (ch === delimiter || ch === '\n' || ch === '\r') break;
          j++;
        }
        // A quote inside an unquoted field (5'10") is kept as text, as spreadsheets do.
        value = text.slice(i, j);
        i = j;
      }
      fields.push(value);
      const ch = text[i];
      if (ch === delimiter) {
        i++;
      } else {
        // End of line or end of text.
        if (ch === '\r') i += text[i + 1] === '\n' ? 2 : 1;
        else if (ch === '\n') i++;
        if (ch !== undefined) line++;
        endOfRecord = true;
      }
    }
    records.push({ line: start, fields });
  }
  return records;
}
