import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { sharedFace } from './shared-font-face';

// The console's PDFs (DC-3 forms, awards) are drawn with pdfkit in DejaVu Sans, embedded
// (subset) so accents and Ñ print as written, under the names 'regular' and 'bold'.

const require = createRequire(import.meta.url);
const fontPath = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

/**
 * Parsed once per process, on the first document (not at start-up): every document embeds (a
 * subset of) the same two faces. Handing pdfkit the parsed font instead of the file saves
 * parsing 700 KB per document.
 */
let fonts: { regular: Font; bold: Font } | undefined;
const parsedFonts = () =>
  (fonts ??= {
    regular: sharedFace(parseFont(readFileSync(fontPath('DejaVuSans.ttf')))),
    bold: sharedFace(parseFont(readFileSync(fontPath('DejaVuSans-Bold.ttf')))),
  });

export type PdfDoc = PDFKit.PDFDocument;

/** One document drawn by `draw`, as bytes. */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PdfDoc) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    // No default font: pdfkit would read and parse Helvetica's metrics for every document,
    // which draws in DejaVu only ('regular' is the current font until `draw` picks one).
    const doc = new PDFDocument({ ...options, font: null as unknown as string });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    // pdfkit's types list files and buffers only; at run time it takes a parsed font too.
    const { regular, bold } = parsedFonts();
    doc.registerFont('regular', regular as unknown as Buffer);
    doc.registerFont('bold', bold as unknown as Buffer);
    doc.font('regular');
    draw(doc);
    doc.end();
  });
}
