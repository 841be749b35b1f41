import { readFileSync } from 'node:fs';
import { createLightTheme, type Theme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { brandCssVariables, brandVariants } from '../../src/ui/brand-palette';
import { darkTheme } from '../../src/ui/dark-theme';

// The sign-in screens are drawn without Fluent, in plain CSS that reads Fluent's token names
// from src/ui/fluent-tokens.css. Each value there must be what FluentProvider would set, so the
// sign-in card looks like the console's Fluent surfaces in either theme and any primary colour.
const css = readFileSync(new URL('../../src/ui/fluent-tokens.css', import.meta.url), 'utf8');

/** The `--name: value` pairs of the block whose selector `selector` matches. */
function block(selector: RegExp): Map<string, string> {
  const start = css.search(selector);
  expect(start, String(selector)).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/--([A-Za-z0-9-]+):\s*([^;]+);/g)].map((m) => [
      m[1] ?? '',
      (m[2] ?? '').replace(/\s+/g, ' ').trim(),
    ]),
  );
}

const ROOT = /^:root \{/m;
const DARK = /^:root\[data-theme=["']dark["']\] \{/m;
const light = block(ROOT);
const dark = new Map([...light, ...block(DARK)]);
const normalise = (value: string) =>
  value.replace(/\s+/g, ' ').replace(/, /g, ',').replace(/"/g, "'").toLowerCase();

/** The value the CSS gives `name` for `primary`, its brand steps resolved as effects.ts sets them. */
function resolved(values: Map<string, string>, name: string, primary: string): string {
  const brand = new Map(brandCssVariables(primary));
  const value = values.get(name) ?? '';
  return value.replace(/var\((--app-brand-\d+)\)/g, (_, step: string) => brand.get(step) ?? step);
}

describe('src/ui/fluent-tokens.css', () => {
  it('declares the same tokens for both themes (the font aside)', () => {
    const darkOwn = [...block(DARK).keys()].sort();
    expect(darkOwn).toEqual([...light.keys()].filter((k) => k !== 'fontFamilyBase').sort());
  });

  for (const primary of ['#184A7B', '#0F7B5F', '#8E1B4A']) {
    const themes: [string, Map<string, string>, Theme][] = [
      ['light', light, createLightTheme(brandVariants(primary))],
      ['dark', dark, darkTheme(brandVariants(primary))],
    ];
    for (const [name, values, theme] of themes) {
      it(`matches Fluent's ${name} theme with primary ${primary}`, () => {
        const tokens = theme as unknown as Record<string, string | undefined>;
        for (const token of values.keys()) {
          const fluent = tokens[token];
          expect(fluent, `${token} is not a Fluent token`).toBeDefined();
          expect(normalise(resolved(values, token, primary)), token).toBe(
            normalise(String(fluent)),
          );
        }
      });
    }
  }
});
