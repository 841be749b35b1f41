// Names of the month-based dashboard periods in the console's language (src/ui/period-label.ts).
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../src/i18n/locales/en-US.json';
import esES from '../../src/i18n/locales/es-ES.json';
import zhCN from '../../src/i18n/locales/zh-CN.json';
import { periodStartLabel } from '../../src/ui/period-label';

const es = createIntl({ locale: 'es-ES', messages: esES });
const en = createIntl({ locale: 'en-US', messages: enUS });
const zh = createIntl({ locale: 'zh-CN', messages: zhCN });

describe('periodStartLabel', () => {
  it('names a month by its short name and year', () => {
    expect(periodStartLabel(es, 'MONTHLY', '2026-10-01')).toBe('oct 2026');
    expect(periodStartLabel(en, 'MONTHLY', '2026-10-01')).toBe('Oct 2026');
  });

  it('names aligned periods by their rank in the year', () => {
    expect(periodStartLabel(es, 'TRIMESTER', '2026-04-01')).toBe('2º trimestre 2026');
    expect(periodStartLabel(es, 'BIMESTER', '2026-11-01')).toBe('6º bimestre 2026');
    expect(periodStartLabel(es, 'SEMESTER', '2026-07-01')).toBe('2º semestre 2026');
    expect(periodStartLabel(en, 'TRIMESTER', '2026-10-01')).toBe('Q4 2026');
    expect(periodStartLabel(zh, 'TRIMESTER', '2026-10-01')).toBe('2026年第4季度');
  });

  it('names a year by its number, without grouping', () => {
    expect(periodStartLabel(es, 'ANUAL', '2026-01-01')).toBe('2026');
  });

  it('names an unaligned period by its first and last months', () => {
    const label = periodStartLabel(es, 'TRIMESTER', '2026-02-01');
    expect(label).toMatch(/feb/);
    expect(label).toMatch(/abr/);
    expect(label).toMatch(/2026/);
  });
});
