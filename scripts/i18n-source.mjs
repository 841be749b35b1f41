// The Spanish source catalogue, extracted from the code by `formatjs extract` (shared by the
// i18n scripts). Messages are found by callee name: react-intl's defineMessages/defineMessage/
// formatMessage/<FormattedMessage> in src/, and the identity helpers of machines/types/messages.ts.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES_DIR = join(ROOT, 'src', 'i18n', 'locales');
export const SAME_AS_SOURCE = join(ROOT, 'src', 'i18n', 'same-as-source.json');
export const SOURCE_LOCALE = 'es-ES';
/** The translated locales (SPEC §9); es-ES is the source. Kept in step with src/i18n/locales.ts. */
export const TARGET_LOCALES = ['en-US', 'fr-FR', 'ru-RU', 'zh-CN', 'pt-BR'];

const GLOBS = ['src/**/*.{ts,tsx}', 'machines/**/*.ts'];
// A descriptor without an id gets this prefix instead of a silent hash, so it can be reported.
const NO_ID = 'NO-ID:';

/** `catalogue` with its keys sorted (code-point order), so files diff cleanly. */
function sorted(catalogue) {
  return Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** Reads a catalogue file (id → ICU text), or null when it does not exist. */
export function readCatalogue(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw new Error(`${path}: ${error.message}`);
  }
}

/** Writes a catalogue as sorted, two-space JSON. */
export function writeCatalogue(path, catalogue) {
  writeFileSync(path, `${JSON.stringify(sorted(catalogue), null, 2)}\n`);
}

/**
 * Runs formatjs over the sources and returns id → Spanish text. Throws (with the files named) on
 * a descriptor without an explicit id, and formatjs itself fails on one id with two defaults.
 */
export function extractSource() {
  const cli = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
  const args = [cli, 'extract', ...GLOBS, '--ignore', '**/*.d.ts', '--throws'];
  args.push(
    '--extract-source-location',
    '--id-interpolation-pattern',
    `${NO_ID}[sha512:contenthash:base64:6]`,
  );
  const run = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) throw new Error(`formatjs extract failed:\n${run.stderr || run.stdout}`);
  const extracted = JSON.parse(run.stdout);
  const withoutId = Object.entries(extracted).filter(([id]) => id.startsWith(NO_ID));
  if (withoutId.length > 0) {
    const where = withoutId.map(([, m]) => `  ${m.file}:${m.line} "${m.defaultMessage}"`);
    throw new Error(`messages without an explicit id:\n${where.join('\n')}`);
  }
  const noDefault = Object.entries(extracted).filter(
    ([, m]) => typeof m.defaultMessage !== 'string',
  );
  if (noDefault.length > 0) {
    const where = noDefault.map(([id, m]) => `  ${m.file}:${m.line} ${id}`);
    throw new Error(`messages without a Spanish defaultMessage:\n${where.join('\n')}`);
  }
  return sorted(
    Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.defaultMessage])),
  );
}
