import { describe, expect, it } from 'vitest';
import {
  axisNames,
  barOrientation,
  disambiguate,
  stripCommonPrefix,
  thinLabels,
  wrapLabel,
} from '../../src/ui/chart/chart-labels';

// Every category of a chart is named by a whole, distinct label (SPEC's charts; charts showed
// "Sabor Fresco …" for every store, cut course names and duplicate courses).
describe('stripCommonPrefix', () => {
  it('drops the words every label starts with', () => {
    expect(
      stripCommonPrefix(['Sabor Fresco Centro', 'Sabor Fresco Condesa', 'Sabor Fresco Norte']),
    ).toEqual({ labels: ['Centro', 'Condesa', 'Norte'], prefix: 'Sabor Fresco ' });
  });

  it('never splits a word', () => {
    expect(stripCommonPrefix(['Cocina fría', 'Cocinero'])).toEqual({
      labels: ['Cocina fría', 'Cocinero'],
      prefix: '',
    });
    expect(stripCommonPrefix(['Tienda 10', 'Tienda 11']).labels).toEqual(['10', '11']);
  });

  it('drops a separator after the prefix', () => {
    expect(stripCommonPrefix(['Higiene · Cocinero', 'Higiene · Mesero']).labels).toEqual([
      'Cocinero',
      'Mesero',
    ]);
  });

  it('keeps labels unchanged when one would become empty, or there is only one', () => {
    expect(stripCommonPrefix(['Sabor Fresco', 'Sabor Fresco Norte']).labels).toEqual([
      'Sabor Fresco',
      'Sabor Fresco Norte',
    ]);
    expect(stripCommonPrefix(['Sabor Fresco Norte']).labels).toEqual(['Sabor Fresco Norte']);
    expect(stripCommonPrefix([]).labels).toEqual([]);
  });
});

describe('disambiguate', () => {
  it('numbers each occurrence of a repeated label, leaves unique ones alone', () => {
    expect(disambiguate(['Curso X', 'Curso Y', 'Curso X'])).toEqual([
      'Curso X (1)',
      'Curso Y',
      'Curso X (2)',
    ]);
  });
});

describe('axisNames', () => {
  it('keeps full unique names for the tooltip and short unique ones for the axis', () => {
    const names = axisNames(['Sabor Fresco Norte', 'Sabor Fresco Sur', 'Sabor Fresco Norte']);
    expect(names.full).toEqual([
      'Sabor Fresco Norte (1)',
      'Sabor Fresco Sur',
      'Sabor Fresco Norte (2)',
    ]);
    expect(names.short).toEqual(['Norte (1)', 'Sur', 'Norte (2)']);
    expect(new Set(names.short).size).toBe(3);
  });
});

describe('wrapLabel', () => {
  it('breaks at spaces, never inside a word, and loses no text', () => {
    const label = 'Manejo higiénico de alimentos · Cocinero de línea';
    const lines = wrapLabel(label, 18);
    expect(lines.every((l) => l.length <= 18)).toBe(true);
    expect(lines.join(' ')).toBe(label);
  });

  it('keeps a word longer than the width whole on its own line', () => {
    expect(wrapLabel('Supercalifragilístico corto', 10)).toEqual([
      'Supercalifragilístico',
      'corto',
    ]);
  });
});

describe('barOrientation', () => {
  it('stands bars whose names fit side by side (the NPS histogram 0–10)', () => {
    const scores = Array.from({ length: 11 }, (_, i) => String(i));
    expect(barOrientation(scores, 390)).toBe('vertical');
  });

  it('lays bars down when the names do not fit: 16 courses, or long names on a phone', () => {
    const courses = Array.from({ length: 16 }, (_, i) => `Curso de inducción ${i + 1}`);
    expect(barOrientation(courses, 1200)).toBe('horizontal');
    expect(barOrientation(['Centro', 'Condesa', 'Polanco', 'Roma Norte'], 1200)).toBe('vertical');
    expect(barOrientation(['Centro', 'Condesa', 'Polanco', 'Roma Norte'], 200)).toBe('horizontal');
  });
});

describe('thinLabels', () => {
  const days = Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')} nov`);

  it('writes every label when they fit', () => {
    expect(thinLabels(days.slice(0, 7), 800).every(Boolean)).toBe(true);
  });

  it('thins at a regular step that always keeps the last label', () => {
    const shown = thinLabels(days, 390);
    expect(shown.at(-1)).toBe(true);
    const kept = shown.flatMap((s, i) => (s ? [i] : []));
    expect(kept.length).toBeLessThan(days.length);
    const steps = new Set(kept.slice(1).map((k, i) => k - (kept[i] ?? 0)));
    expect(steps.size).toBe(1);
    // What is written fits the width with a gap between labels.
    expect(kept.length * (6 * 7 + 12)).toBeLessThanOrEqual(390);
  });
});
