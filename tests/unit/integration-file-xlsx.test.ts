import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxDocument } from '../../openapi/rules/xlsx-write';
import {
  columnOf,
  isZip,
  readXlsx,
  sharedStrings,
  sheetRows,
  unescapeXml,
  XlsxProblem,
} from '../../server/integrations/file-xlsx';

// The .xlsx reader of the file loads: what the console's own writer makes, what Excel makes
// (shared strings, rich text, booleans, numbers, a prefixed namespace, cells without references)
// and hostile files (not a zip, truncated, inflating past the limit, references off the sheet).

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja" sheetId="1" r:id="rId7"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="x" Target="worksheets/other.xml"/><Relationship Id="rId7" Type="x" Target="worksheets/data.xml"/></Relationships>`;
const SHARED = `<?xml version="1.0" encoding="UTF-8"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4"><si><t>externalId</t></si><si><t xml:space="preserve">name </t></si><si><r><t>Ca</t></r><r><rPr><b/></rPr><t>fé &amp; té</t></r><rPh><t>カ</t></rPh></si><si/></sst>`;
const SHEET = `<?xml version="1.0" encoding="UTF-8"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1" t="inlineStr"><x:is><x:t>active</x:t></x:is></x:c></x:row>
<x:row r="3"><x:c r="A3" t="s"><x:v>2</x:v></x:c><x:c r="C3" t="b"><x:v>0</x:v></x:c><x:c r="D3"><x:v>0.10000000000000001</x:v></x:c></x:row>
<x:row><x:c><x:v>7</x:v></x:c><x:c t="str"><x:v>&lt;b&gt;</x:v></x:c><x:c t="s"><x:v>3</x:v></x:c></x:row>
<x:row r="9"/>
</x:sheetData></x:worksheet>`;

const workbook = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));

describe('readXlsx', () => {
  it('reads what the console writes (inline strings, numbers, booleans)', () => {
    const bytes = xlsxDocument([
      ['externalId', 'name', 'points', 'active'],
      ['R-1', '=cmd', 2.5, true],
      [null, 'Sur', 10, false],
    ]);
    expect(isZip(bytes)).toBe(true);
    expect(readXlsx(bytes)).toEqual([
      { row: 1, cells: ['externalId', 'name', 'points', 'active'] },
      { row: 2, cells: ['R-1', '=cmd', '2.5', 'true'] },
      { row: 3, cells: ['', 'Sur', '10', 'false'] },
    ]);
  });

  it("reads Excel's way: the first sheet by its relationship, shared strings, rich text", () => {
    const bytes = workbook({
      'xl/workbook.xml': WORKBOOK,
      'xl/_rels/workbook.xml.rels': RELS,
      'xl/sharedStrings.xml': SHARED,
      'xl/worksheets/other.xml':
        '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>no</t></is></c></row></sheetData></worksheet>',
      'xl/worksheets/data.xml': SHEET,
    });
    expect(readXlsx(bytes)).toEqual([
      { row: 1, cells: ['externalId', 'name ', 'active'] },
      { row: 3, cells: ['Café & té', '', 'false', '0.1'] },
      { row: 4, cells: ['7', '<b>'] },
    ]);
  });

  it('refuses what is not a readable workbook with an XlsxProblem, never another error', () => {
    const good = xlsxDocument([['a'], ['b']]);
    const cases: Uint8Array[] = [
      strToU8('externalId,name\n'),
      good.slice(0, 60),
      workbook({
        'xl/worksheets/sheet1.xml': `<worksheet>${'<row/>'.repeat(500)}</worksheet>`,
      }).slice(0, 80),
      workbook({ 'docProps/app.xml': '<x/>' }),
      workbook({
        'xl/worksheets/sheet1.xml':
          '<worksheet><sheetData><row><c r="ZZZZ1"><v>1</v></c></row></sheetData></worksheet>',
      }),
      workbook({
        'xl/worksheets/sheet1.xml':
          '<worksheet><sheetData><row><c t="s"><v>4</v></c></row></sheetData></worksheet>',
      }),
      workbook({ 'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row><c' }),
    ];
    for (const [i, bytes] of cases.entries()) {
      expect(() => readXlsx(bytes), `case ${i}`).toThrow(XlsxProblem);
    }
  });

  it('stops a part that inflates past the limit', () => {
    const big = `<worksheet><sheetData>${'<row><c><v>1</v></c></row>'.repeat(20_000)}</sheetData></worksheet>`;
    const bytes = workbook({ 'xl/worksheets/sheet1.xml': big });
    expect(bytes.length).toBeLessThan(big.length / 20);
    expect(() => readXlsx(bytes, 100_000)).toThrow(/more than/);
    expect(readXlsx(bytes)).toHaveLength(20_000);
  });
});

describe('the XML pieces', () => {
  it('entities, column letters, shared strings and rows on their own', () => {
    expect(unescapeXml('a &lt;&amp;&gt; &#233; &#x4E2D; &bogus;')).toBe('a <&> é 中 &bogus;');
    expect(columnOf('A1')).toBe(0);
    expect(columnOf('AA10')).toBe(26);
    expect(columnOf('XFD1')).toBe(16_383);
    expect(columnOf('XFE1')).toBeNull();
    expect(columnOf('1A')).toBeNull();
    expect(sharedStrings(SHARED)).toEqual(['externalId', 'name ', 'Café & té', '']);
    expect(sheetRows('<sheetData><row r="2"><c r="B2"><v>3</v></c></row></sheetData>', [])).toEqual(
      [{ row: 2, cells: ['', '3'] }],
    );
  });
});

describe('readXlsx: date cells', () => {
  it("reads the console's own date cells as the dates they show, offsets included", () => {
    const bytes = xlsxDocument([
      ['startedAt', 'startsOn', 'exported', 'points'],
      [
        { date: '2026-11-27 09:30:00' },
        { date: '2026-11-27' },
        { date: '2026-11-26 23:59:00', offset: '-06:00' },
        1.23e21,
      ],
    ]);
    const [, row] = readXlsx(bytes);
    expect(row?.cells).toEqual([
      '2026-11-27 09:30:00',
      '2026-11-27',
      '2026-11-26 23:59:00 -06:00',
      '1230000000000000000000',
    ]);
    expect(row?.dates?.[0]).toMatchObject({ hasTime: true, offset: null });
    expect(row?.dates?.[1]).toMatchObject({ hasTime: false });
    expect(row?.dates?.[2]).toMatchObject({ offset: '-06:00' });
    expect(row?.dates?.[3]).toBeUndefined();
  });

  it('a 1904 workbook counts its dates from 1904; text digits stay text', () => {
    const bytes = workbook({
      'xl/workbook.xml':
        '<workbook xmlns:r="r"><workbookPr date1904="1"/><sheets><sheet r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/styles.xml':
        '<styleSheet><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="22"/></cellXfs></styleSheet>',
      'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row r="1"><c r="A1" s="1"><v>${46353.395833333336 - 1462}</v></c><c r="B1" t="inlineStr"><is><t>00123</t></is></c><c r="C1"><v>46353</v></c></row></sheetData></worksheet>`,
    });
    const [row] = readXlsx(bytes);
    expect(row?.cells).toEqual(['2026-11-27 09:30:00', '00123', '46353']);
    expect(row?.dates?.length).toBe(1);
  });
});
