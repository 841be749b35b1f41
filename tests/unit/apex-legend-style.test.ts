import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  APEX_LEGEND_STYLE_HASH,
  contentSecurityPolicy,
  styleHash,
} from '../../server/platform/http/security-headers';

// The Content-Security-Policy allows apexcharts' one inline legend sheet by its hash. Read the
// text from the installed library, so a version with another text fails here, not in a browser.

function legendStyleText(): string {
  const file = createRequire(import.meta.url).resolve('apexcharts/dist/apexcharts.esm.js');
  const source = readFileSync(file, 'utf8');
  const method = source.indexOf('getLegendStyles');
  const start = source.indexOf('createTextNode("', method);
  const end = source.indexOf('")', start);
  expect(method).toBeGreaterThan(0);
  // The argument is a double-quoted JavaScript string literal with JSON-compatible escapes.
  return JSON.parse(source.slice(start + 'createTextNode('.length, end + 1)) as string;
}

describe('apexcharts legend sheet under the CSP', () => {
  it('has the hash the policy allows', () => {
    const text = legendStyleText();
    expect(text).toContain('.apexcharts-legend');
    expect(styleHash(text)).toBe(APEX_LEGEND_STYLE_HASH);
  });

  it('is in style-src', () => {
    expect(contentSecurityPolicy([])).toContain(`'${APEX_LEGEND_STYLE_HASH}'`);
  });
});
