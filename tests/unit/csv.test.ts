import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvLine, neutraliseFormula } from '../../openapi/rules/csv-write';
import {
  CsvSyntaxError,
  decodeCsvBytes,
  detectDelimiter,
  parseCsv,
} from '../../server/platform/files/csv-read';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+52 55 1234', "'+52 55 1234"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
  ])('prefixes %j with a quote', (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each(['José', 'a=b', '55 1234', '', "'already"])('leaves %j alone', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe('csvField / csvLine', () => {
  it('quotes fields with a comma, quote, CR or LF and doubles quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes null and undefined as empty, numbers as text', () => {
    expect(csvLine([null, undefined, 3, true])).toBe(',,3,true\r\n');
  });

  it('neutralises before quoting, so a quoted formula is still inert', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
  });

  it('ends every record with CRLF', () => {
    expect(
      csvDocument(
        ['a', 'b'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('a,b\r\n1,2\r\n3,4\r\n');
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes and embedded line breaks', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\nlast,,\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 4, fields: ['last', '', ''] },
    ]);
  });

  it('accepts LF and CR line ends and a missing final line end', () => {
    expect(parseCsv('a;b\nc;d\re;f', ';').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('keeps blank lines as one empty field and counts their lines', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: [''] },
      { line: 3, fields: ['b'] },
    ]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv(`5'10",x`)[0]?.fields).toEqual([`5'10"`, 'x']);
  });

  it('refuses an unterminated quote and names its line', () => {
    const run = () => parseCsv('a,b\n1,"open\n2,3\n');
    expect(run).toThrow(CsvSyntaxError);
    expect(run).toThrow(/line 2/);
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c')).toThrow(CsvSyntaxError);
  });

  it('round-trips what csvDocument writes', () => {
    const rows = [
      ['José Peña', 'a,b', 'q"uote'],
      ['multi\r\nline', '', 'ok'],
    ];
    const parsed = parseCsv(csvDocument(['h1', 'h2', 'h3'], rows));
    expect(parsed.map((r) => r.fields)).toEqual([['h1', 'h2', 'h3'], ...rows]);
  });
});

describe('detectDelimiter', () => {
  it('picks the most frequent candidate on the first line, ignoring quoted text', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b;c\n1,2,3,4')).toBe(';');
    expect(detectDelimiter('"x;y;z",b\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('single')).toBe(',');
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8 and drops a BOM', () => {
    const bytes = new TextEncoder().encode('\uFEFFJosé,Peña');
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'José,Peña', encoding: 'utf-8' });
  });

  it('falls back to windows-1252 when the bytes are not UTF-8', () => {
    // "José;Peña;€" as Excel saves it in Spanish Windows.
    const bytes = new Uint8Array([
      0x4a, 0x6f, 0x73, 0xe9, 0x3b, 0x50, 0x65, 0xf1, 0x61, 0x3b, 0x80,
    ]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'José;Peña;€', encoding: 'windows-1252' });
  });

  it('maps the windows-1252 range 0x80–0x9F (curly quotes, dashes), unlike Latin-1', () => {
    const bytes = new Uint8Array([0x93, 0x68, 0x6f, 0x6c, 0x61, 0x94, 0x20, 0x96, 0x20, 0xd1]);
    expect(decodeCsvBytes(bytes).text).toBe('\u201Chola\u201D \u2013 Ñ');
  });

  it('reads pure ASCII as UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('a,b')).encoding).toBe('utf-8');
  });
});
