import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { curpCheckDigit } from '../../openapi/rules/curp';
import { rfcCheckCharacter } from '../../openapi/rules/rfc';
import { safeFileName, uniqueNames, zipStream } from '../../server/platform/files/zip-stream';
import { type Dc3Form, formName } from '../../server/training/dc3/dc3-form';
import { DC3_LEGEND, renderDc3Pdf } from '../../server/training/dc3/dc3-pdf';
import { pdfPageCount, pdfText } from './pdf-text';

const CURP = `PENM900214MDFXXR0${curpCheckDigit('PENM900214MDFXXR0')}`;
const RFC = `SFO150311K1${rfcCheckCharacter('SFO150311K1')}`;

const form = (i = 0): Dc3Form => ({
  worker: {
    name: formName('María José', 'Peña Núñez'),
    curp: CURP,
    occupation: { code: '07.2', name: 'Alimentación y hospedaje' },
    jobTitle: i % 2 === 0 ? 'Cocinera' : null,
  },
  employer: { name: 'Sabor Fresco Operadora, S.A. de C.V.', rfc: RFC },
  programme: {
    course: `Higiene y manejo de alimentos ${i}`,
    hours: 8,
    from: '2026-03-02',
    to: '2026-03-20',
    thematicArea: { code: '6000', name: 'Seguridad' },
    trainingAgent: 'Instituto de Capacitación Sabor Fresco',
  },
  signatures: {
    instructor: 'Ana Sofía Peña Núñez',
    employer: 'Ricardo Méndez Aranda',
    workers: 'Lucía Ñeco Ibáñez',
  },
});

const squeeze = (s: string) => s.replace(/\s+/g, '');

describe('DC-3 PDF', () => {
  it('prints the worker, the CURP, the occupation code, the course and the RFC, accents and Ñ included', async () => {
    const pdf = await renderDc3Pdf(form());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('DC-3 ANVERSO');
    expect(text).toContain('PEÑA NÚÑEZ MARÍA JOSÉ');
    expect(text).toContain('Lucía Ñeco Ibáñez');
    expect(text).toContain('CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES');
    expect(text).toContain('Higiene y manejo de alimentos 0');
    expect(text).toContain('07.2 Alimentación y hospedaje');
    expect(text).toContain('6000 Seguridad');
    // Boxed fields print one character per box.
    expect(squeeze(text)).toContain(CURP);
    expect(squeeze(text)).toContain(RFC);
    expect(squeeze(text)).toContain(squeeze(DC3_LEGEND));
    for (const block of [
      'Instructor o tutor',
      'Patrón o representante legal',
      'Representante de los trabajadores',
    ]) {
      expect(text).toContain(block);
    }
  });

  it('names the worker as the form asks: surnames first, without "null" words', () => {
    expect(formName('María José', 'Peña Núñez')).toBe('PEÑA NÚÑEZ MARÍA JOSÉ');
    expect(formName('Luis', 'null')).toBe('LUIS');
    expect(safeFileName('Peña Núñez / María')).toBe('PENA-NUNEZ-MARIA');
    const unique = uniqueNames();
    expect([unique('A', 'pdf'), unique('A', 'pdf'), unique('B', 'pdf')]).toEqual([
      'A.pdf',
      'A-2.pdf',
      'B.pdf',
    ]);
  });
});

describe('zipStream', () => {
  it('streams 200 forms as 200 stored PDFs', async () => {
    async function* entries() {
      for (let i = 0; i < 200; i++)
        yield { name: `DC3-${i}.pdf`, data: await renderDc3Pdf(form(i)) };
    }
    const bytes = new Uint8Array(await new Response(zipStream(entries())).arrayBuffer());
    const methods: number[] = [];
    const files = unzipSync(bytes, {
      filter: (f) => {
        methods.push(f.compression);
        return true;
      },
    });
    const names = Object.keys(files);
    expect(names).toHaveLength(200);
    expect(names.every((n) => n.endsWith('.pdf'))).toBe(true);
    expect(new Set(methods)).toEqual(new Set([0]));
    for (const data of Object.values(files))
      expect(new TextDecoder().decode(data.slice(0, 5))).toBe('%PDF-');
  }, 60_000);

  it('fails the stream when making an entry fails', async () => {
    async function* entries() {
      yield { name: 'a.pdf', data: new Uint8Array([1]) };
      throw new Error('no font');
    }
    await expect(new Response(zipStream(entries())).arrayBuffer()).rejects.toThrow('no font');
  });
});
