import { strFromU8, unzipSync } from 'fflate';

export interface SheetCell {
  type: string | null;
  style: string | null;
  value: string;
}

/** A workbook's first sheet XML and its rows of cells (type, style, value or inline text). */
export function readSheet(bytes: Uint8Array): {
  files: Record<string, Uint8Array>;
  sheet: string;
  rows: SheetCell[][];
} {
  const files = unzipSync(bytes);
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  const rows = [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((m) => {
    // Empty cells are not written: place each by its column letters.
    const row: SheetCell[] = [];
    for (const c of (m[1] as string).matchAll(
      /<c r="([A-Z]+)\d+"(?: s="(\d+)")?(?: t="(\w+)")?>(.*?)<\/c>/g,
    )) {
      const at = [...(c[1] as string)].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      row[at] = {
        style: c[2] ?? null,
        type: c[3] ?? null,
        value: (c[4] as string).replace(/<[^>]+>/g, ''),
      };
    }
    return row;
  });
  return { files, sheet, rows };
}
