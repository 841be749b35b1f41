// The bytes of an export as rows arrive, in either format: CSV text (UTF-8 with BOM, CRLF,
// formulas neutralised) or a workbook zipped as it goes. Callers take what is ready after each
// batch and send it, so memory holds one batch, not the file.

import { concatBytes } from '../../../openapi/rules/bytes';
import { csvLine, UTF8_BOM } from '../../../openapi/rules/csv-write';
import { createXlsxWriter, XLSX_TYPE, type XlsxCell } from '../../../openapi/rules/xlsx-write';
import { csvCell } from './export-cells';
import type { ExportFormat } from './export-request';

export interface ExportFile {
  /** The response's media type. */
  type: string;
  row(cells: readonly XlsxCell[]): void;
  /** The bytes made since the last call (may be empty). */
  take(): Uint8Array;
  /** Closes the file and returns its last bytes. */
  end(): Uint8Array;
}

const EMPTY = new Uint8Array(0);

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 0) return EMPTY;
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  return concatBytes(chunks);
}

/** A file in `format` that starts with `header`. */
export function exportFile(
  request: { format: ExportFormat },
  header: readonly string[],
): ExportFile {
  return request.format === 'xlsx' ? xlsxFile(header) : csvFile(header);
}

function csvFile(header: readonly string[]): ExportFile {
  const encoder = new TextEncoder();
  let text = UTF8_BOM + csvLine(header);
  const take = () => {
    const out = text === '' ? EMPTY : encoder.encode(text);
    text = '';
    return out;
  };
  return {
    type: 'text/csv; charset=utf-8',
    row(cells) {
      text += csvLine(cells.map(csvCell));
    },
    take,
    end: take,
  };
}

function xlsxFile(header: readonly string[]): ExportFile {
  let chunks: Uint8Array[] = [];
  const writer = createXlsxWriter((chunk) => chunks.push(chunk));
  writer.row(header);
  const take = () => {
    const out = concat(chunks);
    chunks = [];
    return out;
  };
  return {
    type: XLSX_TYPE,
    row: (cells) => writer.row(cells),
    take,
    end() {
      writer.end();
      return take();
    },
  };
}
