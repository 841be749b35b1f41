// `npm run i18n:extract`: writes the Spanish source catalogue src/i18n/locales/es-ES.json from the
// code (id → text, sorted) and says how far each translation is from it. Translations are edited by
// hand (or merged from pending files with scripts/i18n-merge-pending.mjs); `npm run i18n:check`
// then fails until every catalogue matches the source.
import { join } from 'node:path';
import {
  extractSource,
  LOCALES_DIR,
  readCatalogue,
  SOURCE_LOCALE,
  TARGET_LOCALES,
  writeCatalogue,
} from './i18n-source.mjs';

let source;
try {
  source = extractSource();
} catch (error) {
  console.error(`i18n:extract: ${error.message}`);
  process.exit(1);
}
writeCatalogue(join(LOCALES_DIR, `${SOURCE_LOCALE}.json`), source);
console.log(`${SOURCE_LOCALE}: ${Object.keys(source).length} messages`);
for (const locale of TARGET_LOCALES) {
  const catalogue = readCatalogue(join(LOCALES_DIR, `${locale}.json`)) ?? {};
  const missing = Object.keys(source).filter((id) => !(id in catalogue)).length;
  const extra = Object.keys(catalogue).filter((id) => !(id in source)).length;
  console.log(`${locale}: ${missing} missing, ${extra} extra`);
}
