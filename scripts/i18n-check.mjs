// `npm run i18n:check`: re-extracts the Spanish source from the code (in memory) and fails with a
// list when a catalogue in src/i18n/locales misses an id, has an extra one, leaves a text
// untranslated (identical to the Spanish unless src/i18n/same-as-source.json allows it), has an
// ICU syntax error, uses other placeholders than the source, or lacks/mis-names plural forms.
// es-ES.json must equal the fresh extraction (run `npm run i18n:extract` after changing texts).
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  extractSource,
  LOCALES_DIR,
  readCatalogue,
  SAME_AS_SOURCE,
  SOURCE_LOCALE,
  TARGET_LOCALES,
} from './i18n-source.mjs';

const { checkAll, formatProblems } = await tsImport('../src/i18n/check-core.ts', import.meta.url);

let source;
try {
  source = extractSource();
} catch (error) {
  console.error(`i18n:check: ${error.message}`);
  process.exit(1);
}

const failures = [];
const stored = readCatalogue(join(LOCALES_DIR, `${SOURCE_LOCALE}.json`));
if (JSON.stringify(stored) !== JSON.stringify(source)) {
  failures.push(
    `${SOURCE_LOCALE}.json is not the current extraction of the code: run npm run i18n:extract`,
  );
}
const catalogues = {};
for (const locale of TARGET_LOCALES) {
  const catalogue = readCatalogue(join(LOCALES_DIR, `${locale}.json`));
  if (catalogue === null) failures.push(`${locale}.json does not exist`);
  catalogues[locale] = catalogue ?? {};
}
const sameAsSource = readCatalogue(SAME_AS_SOURCE) ?? {};
const problems = checkAll({ sourceLocale: SOURCE_LOCALE, source, catalogues, sameAsSource });

if (failures.length > 0 || problems.length > 0) {
  for (const failure of failures) console.error(failure);
  if (problems.length > 0) console.error(formatProblems(problems));
  console.error(`i18n:check: ${failures.length + problems.length} problem(s)`);
  process.exit(1);
}
const ids = Object.keys(source).length;
console.log(`i18n:check: ${ids} messages, ${TARGET_LOCALES.length} translations complete`);
