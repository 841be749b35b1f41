// What the production build resolves `@formatjs/icu-messageformat-parser` to (vite.config.ts,
// scripts/precompile-messages.ts): the build hands react-intl every message that needs parsing as
// an AST already, so the parser itself (≈7 KB gzip) stays out of the bundle. The package's own
// no-parser build throws on a string; this one shows it as plain text, which is what the parser
// makes of every string the build leaves as is (texts without ICU syntax, runtime fallbacks).
import type { LiteralElement } from '@formatjs/icu-messageformat-parser';
import { TYPE } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

/** `message` as one literal element: the text, shown verbatim. */
export function parse(message: string): LiteralElement[] {
  return [{ type: TYPE.literal, value: message }];
}
