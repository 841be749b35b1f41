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

// windows-1252 differs from Latin-1 only in 0x80–0x9F (€, curly quotes, dashes, Š, Ž, …).
// Node 20's TextDecoder('windows-1252') decodes those bytes as Latin-1 control characters, so
// the table is spelled out here. Undefined bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay as is.
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Decodes windows-1252 bytes (every byte is a character, so this never fails). */
function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const codes = Array.from(bytes.subarray(i, i + CHUNK), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

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
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'windows-1252' };
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
          if (i >= n)
            throw new CsvSyntaxError(`Unterminated quoted field (line ${openedAt})`, openedAt);
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
