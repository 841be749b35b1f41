import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { sharedFace } from '../../server/platform/files/shared-font-face';

// The faces kept across documents (shaping and glyph bytes kept, subsets written from the font's
// own tables) must give the very bytes fontkit and pdfkit give with the plain parsed font.

const require = createRequire(import.meta.url);
const load = (file: string) =>
  parseFont(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

const TEXTS = [
  'PEÑA NÚÑEZ MARÍA JOSÉ',
  'Lucía Ñeco Ibáñez · Alimentación y hospedaje 07.2',
  'CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES',
  'ÁÉÍÓÚÜ áéíóúü ¿¡ «» ½ € — fi fl ffi 0123456789',
];

/** A PDF drawn with `regular` and `bold`, with a fixed date so two runs can be compared. */
function pdf(regular: Font, bold: Font, texts: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.registerFont('regular', regular as unknown as Buffer);
    doc.registerFont('bold', bold as unknown as Buffer);
    texts.forEach((t, i) => {
      doc
        .font(i % 2 === 0 ? 'regular' : 'bold')
        .fontSize(8 + i)
        .text(t, { width: 200, align: i % 3 === 0 ? 'center' : 'left' });
      doc.text(t.slice(0, 1), 40, 600, { lineBreak: false });
    });
    doc.end();
  });
}

describe('shared PDF faces', () => {
  it('write the same font subsets as fontkit', () => {
    const plain = load('DejaVuSans.ttf');
    const shared = sharedFace(load('DejaVuSans.ttf'));
    for (const text of TEXTS) {
      const a = plain.createSubset();
      const b = shared.createSubset();
      for (const g of plain.layout(text).glyphs) a.includeGlyph(g.id);
      for (const g of shared.layout(text).glyphs) b.includeGlyph(g.id);
      expect(Buffer.from(b.encode()).equals(Buffer.from(a.encode()))).toBe(true);
    }
  });

  it('give documents byte for byte those of the plain fonts, again and again', async () => {
    // Both pairs parsed once and used for every document, as renderPdf does.
    const plain = [load('DejaVuSans.ttf'), load('DejaVuSans-Bold.ttf')] as const;
    const shared = [sharedFace(load('DejaVuSans.ttf')), sharedFace(load('DejaVuSans-Bold.ttf'))];
    for (const texts of [TEXTS, TEXTS.slice().reverse(), TEXTS, [TEXTS.join(' ')]]) {
      const expected = await pdf(plain[0], plain[1], texts);
      const actual = await pdf(shared[0] as Font, shared[1] as Font, texts);
      expect(actual.equals(expected)).toBe(true);
    }
  });
});
