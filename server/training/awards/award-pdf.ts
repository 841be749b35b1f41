import { type PdfDoc, renderPdf } from '../../platform/files/pdf-document';
import { longSpanishDate } from '../../platform/time/mexico-day';

// An award or a certificate as a one-page landscape letter document, in Spanish like the
// DC-3 (the documents people keep): the brand, what it is, to whom, for what, where and when,
// a signature line and the folio that finds it again in the console.

export interface AwardDocument {
  id: number;
  kind: 'certificate' | 'award';
  brand: string;
  person: string;
  title: string;
  course: string | null;
  store: string;
  region: string | null;
  /** YYYY-MM-DD in Mexico City. */
  earnedOn: string;
}

const PAGE = { width: 792, height: 612 };
const FRAME = 28;
const PRIMARY = '#184A7B';

export const AWARD_HEADINGS = {
  certificate: 'CONSTANCIA',
  award: 'RECONOCIMIENTO',
} as const;

/** The folio printed on the document: the award's id, never reused. */
export const awardFolio = (id: number) => `A-${String(id).padStart(6, '0')}`;

function centred(doc: PdfDoc, y: number, text: string, font: string, size: number): number {
  doc.font(font).fontSize(size);
  const width = PAGE.width - 2 * (FRAME + 40);
  doc.text(text, FRAME + 40, y, { width, align: 'center' });
  return y + doc.heightOfString(text, { width }) + 6;
}

function draw(doc: PdfDoc, a: AwardDocument): void {
  doc.lineWidth(4).strokeColor(PRIMARY);
  doc.rect(FRAME, FRAME, PAGE.width - 2 * FRAME, PAGE.height - 2 * FRAME).stroke();
  doc.lineWidth(1);
  doc.rect(FRAME + 8, FRAME + 8, PAGE.width - 2 * (FRAME + 8), PAGE.height - 2 * (FRAME + 8));
  doc.stroke();
  doc.fillColor('#000000');
  let y = centred(doc, 105, a.brand, 'bold', 16);
  doc.fillColor(PRIMARY);
  y = centred(doc, y + 24, AWARD_HEADINGS[a.kind], 'bold', 40);
  doc.fillColor('#000000');
  y = centred(doc, y + 10, 'Se otorga a', 'regular', 13);
  y = centred(doc, y + 4, a.person, 'bold', 26);
  y = centred(doc, y + 10, a.title, 'regular', 15);
  if (a.course !== null && !a.title.includes(a.course)) {
    y = centred(doc, y, `Curso: ${a.course}`, 'regular', 12);
  }
  const place = a.region === null ? a.store : `${a.store} · ${a.region}`;
  centred(doc, y + 8, `${place}, ${longSpanishDate(a.earnedOn)}`, 'regular', 12);
  const lineY = PAGE.height - 130;
  const lineX = PAGE.width / 2 - 130;
  doc
    .moveTo(lineX, lineY)
    .lineTo(lineX + 260, lineY)
    .stroke();
  centred(doc, lineY + 6, 'Responsable de capacitación', 'regular', 10);
  doc.font('regular').fontSize(8).fillColor('#555555');
  doc.text(`Folio ${awardFolio(a.id)}`, FRAME + 16, PAGE.height - FRAME - 24, {
    lineBreak: false,
  });
}

export function renderAwardPdf(a: AwardDocument): Promise<Uint8Array<ArrayBuffer>> {
  const info = {
    Title: `${AWARD_HEADINGS[a.kind]} ${a.person}`,
    Author: a.brand,
    Subject: a.title,
  };
  return renderPdf({ size: 'LETTER', layout: 'landscape', margin: 0, info }, (doc) => draw(doc, a));
}
