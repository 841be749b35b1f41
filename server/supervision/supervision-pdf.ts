import { type PdfDoc, renderPdf } from '../platform/files/pdf-document';
import { longSpanishDate } from '../platform/time/mexico-day';

// The supervision PDF (SPEC §7): one visit of a store, in Spanish like the console's other
// documents: where and when, who supervised, each module applied with its score, incidents and
// comment and the checklist items it recorded, and the visit's overall score. Text flows down a portrait letter page and onto more
// pages when a visit has many modules.

/** One question of a checklist and the answer recorded: complies, does not, does not apply. */
export interface SupervisionItem {
  question: string;
  answer: 'yes' | 'no' | 'na';
}

interface SupervisionModuleResult {
  module: string;
  checklist: string;
  items: SupervisionItem[];
  score: number;
  incidents: number;
  comment: string | null;
}

export interface SupervisionDocument {
  /** The supervision asked for: the folio. */
  id: number;
  brand: string;
  /** The domain's own store word, capitalised ("Sucursal", "Plantel"). */
  storeLabel: string;
  store: string;
  region: string | null;
  supervisor: string;
  /** YYYY-MM-DD in Mexico City. */
  day: string;
  modules: SupervisionModuleResult[];
  /** Mean of the modules' scores, one decimal. */
  overall: number;
  incidents: number;
}

const PRIMARY = '#184A7B';
const FAILED = '#A4262C';
const ANSWER_WIDTH = 80;

/** How an answer prints. */
const ANSWER_TEXT: Record<SupervisionItem['answer'], string> = {
  yes: 'Cumple',
  no: 'No cumple',
  na: 'No aplica',
};
const MARGIN = 56;

const SCORE_FORMAT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * A score as printed: up to one decimal in the console's language, Spanish (es-ES), the language
 * the document is written in: a decimal comma ("60,5"), as every figure of the console shows it.
 */
export const scoreText = (n: number) => SCORE_FORMAT.format(n);

/** The folio printed on the document: the supervision's id. */
const supervisionFolio = (id: number) => `S-${String(id).padStart(6, '0')}`;

function field(doc: PdfDoc, label: string, value: string): void {
  doc.font('bold').fontSize(11).text(`${label}: `, { continued: true });
  doc.font('regular').text(value);
}

/** A checklist item: its number and question on the left, the answer in a column on the right. */
function drawItem(doc: PdfDoc, n: number, item: SupervisionItem, width: number): void {
  const questionWidth = width - ANSWER_WIDTH - 24;
  // Keep a question and its answer on one page.
  const height = doc
    .fontSize(10)
    .heightOfString(`${n}. ${item.question}`, { width: questionWidth });
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  doc.fillColor('#000000').font('regular').fontSize(10);
  doc.text(`${n}. ${item.question}`, MARGIN + 12, y, { width: questionWidth });
  const below = doc.y;
  doc
    .fillColor(item.answer === 'no' ? FAILED : '#000000')
    .font(item.answer === 'no' ? 'bold' : 'regular');
  doc.text(ANSWER_TEXT[item.answer], MARGIN + width - ANSWER_WIDTH, y, {
    width: ANSWER_WIDTH,
    align: 'right',
  });
  doc.fillColor('#000000').font('regular').fontSize(11);
  doc.x = MARGIN;
  doc.y = Math.max(below, doc.y);
}

function draw(doc: PdfDoc, s: SupervisionDocument): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor('#000000').font('bold').fontSize(14).text(s.brand, { width });
  doc.moveDown(0.3);
  doc.fillColor(PRIMARY).fontSize(22).text('REPORTE DE SUPERVISIÓN', { width });
  doc.fillColor('#000000').moveDown(0.8);
  field(doc, s.storeLabel, s.store);
  if (s.region !== null) field(doc, 'Región', s.region);
  field(doc, 'Fecha', longSpanishDate(s.day));
  field(doc, 'Supervisor', s.supervisor);
  doc.moveDown(0.6);
  doc.fillColor(PRIMARY).font('bold').fontSize(16);
  doc.text(`Calificación general: ${scoreText(s.overall)}`, { width });
  doc.fillColor('#000000').font('regular').fontSize(11);
  doc.text(`Incidencias: ${s.incidents} · Módulos supervisados: ${s.modules.length}`, { width });
  doc.moveDown(1);
  for (const m of s.modules) {
    doc.fillColor(PRIMARY).font('bold').fontSize(13).text(m.module, { width });
    doc.fillColor('#000000').font('regular').fontSize(11);
    doc.text(`Lista: ${m.checklist}`, { width });
    doc.text(`Calificación: ${scoreText(m.score)} · Incidencias: ${m.incidents}`, { width });
    if (m.items.length > 0) doc.moveDown(0.3);
    for (const [i, item] of m.items.entries()) drawItem(doc, i + 1, item, width);
    if (m.items.length > 0) doc.moveDown(0.3);
    if (m.comment !== null && m.comment.trim() !== '') {
      doc.fillColor('#444444').text(`Comentario: ${m.comment}`, { width });
      doc.fillColor('#000000');
    }
    doc.moveDown(0.8);
  }
  doc.moveDown(2);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 220, y)
    .stroke();
  doc
    .font('regular')
    .fontSize(10)
    .text('Firma del supervisor', MARGIN, y + 6);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`Folio ${supervisionFolio(s.id)}`, MARGIN, y + 24);
}

export function renderSupervisionPdf(s: SupervisionDocument): Promise<Uint8Array<ArrayBuffer>> {
  const info = {
    Title: `Supervisión ${s.store} ${s.day}`,
    Author: s.brand,
    Subject: 'Reporte de supervisión',
  };
  return renderPdf({ size: 'LETTER', margin: MARGIN, info }, (doc) => draw(doc, s));
}
