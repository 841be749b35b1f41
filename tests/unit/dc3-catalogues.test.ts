import { describe, expect, it } from 'vitest';
import {
  OCCUPATION_AREAS,
  occupationName,
  THEMATIC_AREAS,
  thematicAreaName,
} from '../../openapi/rules/dc3-catalogues';

describe('DC-3 catalogues', () => {
  it('has the 11 areas and 55 subareas of the Catálogo Nacional de Ocupaciones, coded NN.N', () => {
    expect(OCCUPATION_AREAS.map((a) => a.code)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    const subareas = OCCUPATION_AREAS.flatMap((a) =>
      a.subareas.map((s) => ({ ...s, area: a.code })),
    );
    expect(subareas).toHaveLength(55);
    expect(new Set(subareas.map((s) => s.code)).size).toBe(55);
    for (const s of subareas) {
      expect(s.code, s.name).toMatch(/^\d{2}\.\d$/);
      expect(s.code.startsWith(`${s.area}.`)).toBe(true);
      expect(occupationName(s.code)).toBe(s.name);
    }
    expect(occupationName('05.3')).toBe('Alimentos y bebidas');
    // An area alone is not an occupation of the form.
    expect(occupationName('05')).toBeUndefined();
    expect(occupationName('12.1')).toBeUndefined();
  });

  it('has the nine thematic areas 1000 to 9000', () => {
    expect(THEMATIC_AREAS.map((t) => t.code)).toEqual(
      Array.from({ length: 9 }, (_, i) => String((i + 1) * 1000)),
    );
    expect(thematicAreaName('6000')).toBe('Seguridad');
    expect(thematicAreaName('6100')).toBeUndefined();
  });
});
