// `node scripts/i18n-merge-pending.mjs [--overwrite] [--todo out.json] pending/*.json`
// Helpers that add screens write the English of their new ids to pending files (id → English).
// After their branches are merged, this refreshes es-ES.json from the code, adds the pending English
// to en-US.json (ids the code no longer has are skipped; an existing English text is kept unless
// --overwrite) and lists what fr-FR, ru-RU, zh-CN and pt-BR still need (with --todo, as a JSON
// worklist id → { es, en, missing: [locales] }). `npm run i18n:check` fails until they are done.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  extractSource,
  LOCALES_DIR,
  readCatalogue,
  SOURCE_LOCALE,
  TARGET_LOCALES,
  writeCatalogue,
} from './i18n-source.mjs';

const args = process.argv.slice(2);
const overwrite = args.includes('--overwrite');
const todoAt = args.indexOf('--todo');
const todoPath = todoAt >= 0 ? args[todoAt + 1] : undefined;
const files = args.filter((a, i) => !a.startsWith('--') && (todoAt < 0 || i !== todoAt + 1));
if (files.length === 0) {
  console.error(
    'usage: node scripts/i18n-merge-pending.mjs [--overwrite] [--todo out.json] files…',
  );
  process.exit(2);
}

const source = extractSource();
writeCatalogue(join(LOCALES_DIR, `${SOURCE_LOCALE}.json`), source);

const englishPath = join(LOCALES_DIR, 'en-US.json');
const english = readCatalogue(englishPath) ?? {};
const counts = { added: 0, replaced: 0, kept: 0, notInCode: [] };
for (const file of files) {
  const pending = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, text] of Object.entries(pending)) {
    if (typeof text !== 'string') throw new Error(`${file}: ${id} is not a string`);
    if (!(id in source)) {
      counts.notInCode.push(`${id} (${file})`);
    } else if (!(id in english)) {
      english[id] = text;
      counts.added += 1;
    } else if (english[id] !== text && overwrite) {
      english[id] = text;
      counts.replaced += 1;
    } else {
      counts.kept += 1;
    }
  }
}
writeCatalogue(englishPath, english);
console.log(
  `en-US: ${counts.added} added, ${counts.replaced} replaced, ${counts.kept} already there`,
);
if (counts.notInCode.length > 0) {
  console.log(`not in the code (skipped):\n  ${counts.notInCode.join('\n  ')}`);
}

const todo = {};
for (const locale of TARGET_LOCALES) {
  const catalogue = readCatalogue(join(LOCALES_DIR, `${locale}.json`)) ?? {};
  const missing = Object.keys(source).filter((id) => !(id in catalogue));
  console.log(`${locale}: ${missing.length} to translate`);
  for (const id of missing) {
    todo[id] ??= { es: source[id], en: english[id], missing: [] };
    todo[id].missing.push(locale);
  }
}
if (todoPath) {
  writeFileSync(todoPath, `${JSON.stringify(todo, null, 2)}\n`);
  console.log(`worklist: ${todoPath} (${Object.keys(todo).length} ids)`);
}
