// The browser's CSV of loaded rows writes what the server's exports write (openapi/rules/csv-write.ts).
import { describe, expect, it } from 'vitest';
import { csvDocument, UTF8_BOM } from '../../openapi/rules/csv-write';
import { csvText, rowsCsv } from '../../src/ui/report/rows-csv';

describe('rows CSV', () => {
  const header = ['name', 'note', 'n'];
  const rows = [
    ['Ana, "la jefa"', '=1+1', 3],
    ['Luis', null, 2.5],
    ['multi\nline', '@x', true],
  ] as const;

  it('is byte for byte the server writer with its BOM', () => {
    expect(csvText(header, rows)).toBe(UTF8_BOM + csvDocument(header, rows));
  });

  it('quotes, neutralises formulas and leaves missing values blank', () => {
    expect(csvText(['a', 'b'], [['-2', undefined]])).toBe("\uFEFFa,b\r\n'-2,\r\n");
  });

  it('as a file: its name and a CSV blob', async () => {
    const file = rowsCsv('x.csv', ['a'], [['1']]);
    expect(file.name).toBe('x.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    // Blob.text() drops a leading BOM: read the bytes.
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFa\r\n1\r\n');
  });
});
