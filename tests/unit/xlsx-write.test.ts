import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  columnName,
  createXlsxWriter,
  excelSerial,
  xlsxDocument,
} from '../../openapi/rules/xlsx-write';

// The workbook writer: a valid zip with the parts Excel needs, typed cells, text that is never a
// formula, date cells with a format that shows the offset, written in chunks as rows arrive.

function parts(bytes: Uint8Array): Record<string, string> {
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strFromU8(v)]));
}

describe('xlsx writer', () => {
  it('writes the package parts and one sheet with typed cells', () => {
    const x = parts(
      xlsxDocument([
        ['Nombre', 'Calificación', 'Fecha'],
        ['Ana & <Bea>', 60.5, { date: '2026-11-26 23:59:00', offset: '-06:00' }],
        ["=cmd|' /C calc'!A0", -3, { date: '2026-11-26' }],
      ]),
    );
    expect(Object.keys(x).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = x['xl/worksheets/sheet1.xml'] as string;
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Ana &amp; &lt;Bea&gt;</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>60.5</v></c>');
    expect(sheet).toContain('<c r="B3"><v>-3</v></c>');
    // A formula-looking text is an inline string, and the sheet holds no formula at all.
    expect(sheet).toContain(`<c r="A3" t="inlineStr"><is><t xml:space="preserve">=cmd|'`);
    expect(sheet).not.toContain('<f>');
    // 2026-11-26 23:59 is serial 46352 + 23:59/24h; the day alone is the integer.
    expect(sheet).toMatch(/<c r="C2" s="2"><v>46352\.99930555\d*<\/v><\/c>/);
    expect(sheet).toContain('<c r="C3" s="3"><v>46352</v></c>');
    const styles = x['xl/styles.xml'] as string;
    expect(styles).toContain('formatCode="yyyy-mm-dd hh:mm:ss &quot;-06:00&quot;"');
    expect(styles).toContain('formatCode="yyyy-mm-dd"');
    expect(styles).toContain('<cellXfs count="4">');
    expect(x['xl/workbook.xml']).toContain('<sheet name="Datos"');
  });

  it('streams: chunks leave before the end, and the header row is bold', () => {
    const chunks: Uint8Array[] = [];
    let finals = 0;
    const w = createXlsxWriter((c, final) => {
      chunks.push(c);
      if (final) finals++;
    });
    w.row(['a', 'b']);
    for (let i = 0; i < 20_000; i++) w.row([`row ${i}`, i]);
    const before = chunks.length;
    w.end();
    expect(before).toBeGreaterThan(1);
    expect(finals).toBe(1);
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      all.set(c, at);
      at += c.length;
    }
    const sheet = parts(all)['xl/worksheets/sheet1.xml'] as string;
    expect(sheet.match(/<row /g)?.length).toBe(20_001);
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr">');
    expect(sheet).toContain('<c r="B20001"><v>19999</v></c>');
  });

  it('drops characters XML cannot hold, and names columns past Z', () => {
    const sheet = parts(xlsxDocument([['a\u0001b']]))['xl/worksheets/sheet1.xml'] as string;
    expect(sheet).toContain('>ab</t>');
    expect(columnName(0)).toBe('A');
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(columnName(701)).toBe('ZZ');
    expect(columnName(702)).toBe('AAA');
  });

  it('converts wall-clock dates to Excel serials', () => {
    expect(excelSerial('1900-03-01')).toBe(61);
    expect(excelSerial('2026-11-26 12:00:00')).toBe(46352.5);
    expect(excelSerial('not a date')).toBeNull();
  });
});
