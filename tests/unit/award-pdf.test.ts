import { describe, expect, it } from 'vitest';
import { longSpanishDate } from '../../server/platform/time/mexico-day';
import { awardFolio, renderAwardPdf } from '../../server/training/awards/award-pdf';
import { pdfPageCount, pdfText } from './pdf-text';

describe('award PDF', () => {
  it('dates the document the Mexican way', () => {
    expect(longSpanishDate('2026-03-01')).toBe('1 de marzo de 2026');
    expect(longSpanishDate('2025-12-31')).toBe('31 de diciembre de 2025');
  });

  it('prints a folio of six digits at least', () => {
    expect(awardFolio(42)).toBe('A-000042');
    expect(awardFolio(12345678)).toBe('A-12345678');
  });

  it('draws one page with accents and Ñ as written; the course when the title omits it', async () => {
    const pdf = await renderAwardPdf({
      id: 7,
      kind: 'certificate',
      brand: 'Sabor Fresco Peñasco',
      person: 'Íñigo Núñez Ávila',
      title: 'Constancia de participación',
      course: 'Higiene en cocina',
      store: 'Tienda Centro',
      region: 'Región Norte',
      earnedOn: '2026-06-09',
    });
    await expect(pdfPageCount(pdf)).resolves.toBe(1);
    const text = await pdfText(pdf);
    for (const part of [
      'CONSTANCIA',
      'Sabor Fresco Peñasco',
      'Íñigo Núñez Ávila',
      'Constancia de participación',
      'Curso: Higiene en cocina',
      'Tienda Centro · Región Norte, 9 de junio de 2026',
      'Folio A-000007',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('does not repeat the course when the title names it', async () => {
    const pdf = await renderAwardPdf({
      id: 8,
      kind: 'award',
      brand: 'Marca',
      person: 'Ana Gerente',
      title: 'Reconocimiento al desempeño: Caja',
      course: 'Caja',
      store: 'Tienda',
      region: null,
      earnedOn: '2026-01-02',
    });
    const text = await pdfText(pdf);
    expect(text).toContain('RECONOCIMIENTO');
    expect(text).not.toContain('Curso: Caja');
    expect(text).toContain('Tienda, 2 de enero de 2026');
  });
});
