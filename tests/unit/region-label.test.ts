import { describe, expect, it } from 'vitest';
import { regionLabel } from '../../machines/rules/region-label';
import type { ScopeRegion } from '../../machines/types/domain';

const REGIONS: ScopeRegion[] = [
  {
    id: 1,
    name: 'Altiplano',
    storeGroup: { id: 7, translations: '{"es":"Altiplano","en":"Highlands","ru":"Нагорье"}' },
  },
  { id: 2, name: 'Bajío', storeGroup: null },
];

// A region read "Highlands" in the filter and "Altiplano" in the table below it.
describe("a report row's region", () => {
  it("reads in the console language, like the scope filter's", () => {
    expect(regionLabel(REGIONS, { id: 1, name: 'Altiplano' }, 'en-US')).toBe('Highlands');
    expect(regionLabel(REGIONS, { id: 1, name: 'Altiplano' }, 'ru-RU')).toBe('Нагорье');
    expect(regionLabel(REGIONS, { id: 1, name: 'Altiplano' }, 'es-ES')).toBe('Altiplano');
  });

  it("keeps the row's name where no translation is known", () => {
    expect(regionLabel(REGIONS, { id: 2, name: 'Bajío' }, 'en-US')).toBe('Bajío');
    expect(regionLabel(REGIONS, { id: 9, name: 'Costa' }, 'en-US')).toBe('Costa');
    expect(regionLabel([], { id: 1, name: 'Altiplano' }, 'en-US')).toBe('Altiplano');
    expect(regionLabel(REGIONS, null, 'en-US')).toBe('');
  });
});
