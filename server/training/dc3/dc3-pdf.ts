import { type PdfDoc, renderPdf } from '../../platform/files/pdf-document';
import type { Dc3Form } from './dc3-form';

// Draws the STPS DC-3 form ("Constancia de competencias o de habilidades laborales", DOF 14 June
// 2013) on one letter page with pdfkit: its three data sections, the CURP, the RFC and both
// dates in boxes one character each, the legend, the three signature blocks and the notes.

const PAGE = { width: 612, height: 792, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOX = 15;

export const DC3_LEGEND =
  'Los datos se asientan en esta constancia bajo protesta de decir verdad, apercibidos de la responsabilidad en que incurre todo aquel que no se conduce con verdad.';

type Doc = PdfDoc;

function section(doc: Doc, y: number, title: string): number {
  doc.rect(PAGE.margin, y, WIDTH, 16).fill('#1f1f1f');
  doc.fillColor('#ffffff').font('bold').fontSize(8.5);
  doc.text(title, PAGE.margin, y + 4, { width: WIDTH, align: 'center' });
  doc.fillColor('#000000');
  return y + 22;
}

function label(doc: Doc, x: number, y: number, text: string, width = WIDTH): void {
  doc.font('regular').fontSize(7).text(text, x, y, { width });
}

function value(doc: Doc, x: number, y: number, text: string, width = WIDTH): number {
  doc.font('bold').fontSize(10).text(text, x, y, { width });
  const bottom = doc.y + 2;
  doc
    .moveTo(x, bottom)
    .lineTo(x + width, bottom)
    .lineWidth(0.5)
    .stroke();
  return bottom + 6;
}

/** One character per box, as the form prints CURP, RFC and dates. */
function boxes(doc: Doc, x: number, y: number, text: string, count: number): number {
  doc.lineWidth(0.6).font('bold').fontSize(9.5);
  for (let i = 0; i < count; i++) {
    const bx = x + i * BOX;
    doc.rect(bx, y, BOX, BOX).stroke();
    const ch = text[i];
    // One glyph, no wrapping: placed by its width rather than through the line breaker.
    if (ch !== undefined) {
      doc.text(ch, bx + (BOX - doc.widthOfString(ch)) / 2, y + 3.5, { lineBreak: false });
    }
  }
  return x + count * BOX;
}

function dateBoxes(doc: Doc, x: number, y: number, day: string): number {
  const [yyyy = '', mm = '', dd = ''] = day.split('-');
  label(doc, x, y - 9, 'Año', 4 * BOX);
  let end = boxes(doc, x, y, yyyy, 4) + 4;
  label(doc, end, y - 9, 'Mes', 2 * BOX);
  end = boxes(doc, end, y, mm, 2) + 4;
  label(doc, end, y - 9, 'Día', 2 * BOX);
  return boxes(doc, end, y, dd, 2);
}

function signature(doc: Doc, x: number, y: number, width: number, title: string, name: string) {
  doc.font('bold').fontSize(7.5).text(title, x, y, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .text(name, x, y + 40, { width, align: 'center' });
  doc
    .moveTo(x + 6, y + 54)
    .lineTo(x + width - 6, y + 54)
    .lineWidth(0.6)
    .stroke();
  doc
    .font('regular')
    .fontSize(7)
    .text('Nombre y firma', x, y + 58, { width, align: 'center' });
}

function draw(doc: Doc, f: Dc3Form): void {
  const x = PAGE.margin;
  let y = PAGE.margin;
  doc.font('bold').fontSize(12).text('FORMATO DC-3', x, y, { width: WIDTH, align: 'center' });
  doc.fontSize(10).text('CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES', x, y + 16, {
    width: WIDTH,
    align: 'center',
  });
  y = section(doc, y + 36, 'DATOS DEL TRABAJADOR');
  label(doc, x, y, 'Nombre (Anotar apellido paterno, apellido materno y nombre (s))');
  y = value(doc, x, y + 10, f.worker.name);
  label(doc, x, y, 'Clave Única de Registro de Población', 18 * BOX);
  const half = WIDTH - 18 * BOX - 16;
  const right = x + 18 * BOX + 16;
  label(doc, right, y, 'Ocupación específica (Catálogo Nacional de Ocupaciones) 1/', half);
  boxes(doc, x, y + 10, f.worker.curp, 18);
  value(doc, right, y + 12, `${f.worker.occupation.code} ${f.worker.occupation.name}`, half);
  y += 34;
  label(doc, x, y, 'Puesto*');
  y = value(doc, x, y + 10, f.worker.jobTitle ?? '');

  y = section(doc, y + 4, 'DATOS DE LA EMPRESA');
  label(
    doc,
    x,
    y,
    'Nombre o razón social (En caso de persona física, anotar apellido paterno, apellido materno y nombre(s))',
  );
  y = value(doc, x, y + 10, f.employer.name);
  label(doc, x, y, 'Registro Federal de Contribuyentes con homoclave (SHCP)');
  boxes(doc, x, y + 10, f.employer.rfc, 13);
  y += 34;

  y = section(doc, y, 'DATOS DEL PROGRAMA DE CAPACITACIÓN, ADIESTRAMIENTO Y PRODUCTIVIDAD');
  label(doc, x, y, 'Nombre del curso');
  y = value(doc, x, y + 10, f.programme.course);
  label(doc, x, y, 'Duración en horas', 110);
  value(doc, x, y + 10, String(f.programme.hours), 110);
  const period = x + 130;
  label(doc, period, y, 'Periodo de ejecución:', 120);
  doc
    .font('regular')
    .fontSize(8)
    .text('De', period, y + 24);
  const toX = dateBoxes(doc, period + 16, y + 20, f.programme.from) + 10;
  doc
    .font('regular')
    .fontSize(8)
    .text('a', toX, y + 24);
  dateBoxes(doc, toX + 12, y + 20, f.programme.to);
  y += 44;
  label(doc, x, y, 'Área temática del curso 2/');
  y = value(doc, x, y + 10, `${f.programme.thematicArea.code} ${f.programme.thematicArea.name}`);
  label(doc, x, y, 'Nombre del agente capacitador o STPS 3/');
  y = value(doc, x, y + 10, f.programme.trainingAgent);

  doc
    .font('regular')
    .fontSize(8)
    .text(DC3_LEGEND, x, y + 6, { width: WIDTH, align: 'center' });
  y = doc.y + 16;
  const third = WIDTH / 3;
  signature(doc, x, y, third, 'Instructor o tutor', f.signatures.instructor);
  signature(doc, x + third, y, third, 'Patrón o representante legal', f.signatures.employer);
  signature(
    doc,
    x + 2 * third,
    y,
    third,
    'Representante de los trabajadores',
    f.signatures.workers,
  );
  y += 84;
  doc.font('regular').fontSize(6.5);
  for (const note of [
    'INSTRUCCIONES',
    '- Llenar a máquina o con letra de molde.',
    '- Deberá entregarse al trabajador dentro de los veinte días hábiles siguientes al término del curso de capacitación aprobado.',
    '1/ Las áreas y subáreas ocupacionales del Catálogo Nacional de Ocupaciones se encuentran disponibles en el reverso de este formato y en la página www.stps.gob.mx',
    '2/ Las áreas temáticas de los cursos se encuentran disponibles en el reverso de este formato y en la página www.stps.gob.mx',
    '3/ Cursos impartidos por el área competente de la Secretaría del Trabajo y Previsión Social.',
    '* Dato no obligatorio.',
  ]) {
    doc.text(note, x, y, { width: WIDTH });
    y = doc.y + 1;
  }
  doc
    .font('bold')
    .fontSize(7)
    // Above the bottom margin and without line breaking: text below it starts a new page.
    .text('DC-3 ANVERSO', x, PAGE.height - PAGE.margin - 16, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
}

/** One form as a one-page PDF. */
export function renderDc3Pdf(form: Dc3Form): Promise<Uint8Array<ArrayBuffer>> {
  const info = {
    Title: `DC-3 ${form.worker.name}`,
    Author: form.employer.name,
    Subject: form.programme.course,
  };
  return renderPdf({ size: 'LETTER', margin: PAGE.margin, info }, (doc) => draw(doc, form));
}
