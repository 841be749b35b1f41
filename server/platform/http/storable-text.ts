import type { ErrorObject, FuncKeywordDefinition } from 'ajv';
import { type UnsafeTextReason, unsafeTextReason } from '../../../openapi/rules/safe-text';

// The contract's text rule (see info.description of admin.yaml): every string a request carries,
// at any depth and object keys included, must be storable text. Checked as one Ajv keyword on
// the root of each request schema, so it holds for every operation without repeating a format on
// each of the contract's strings, and the database never sees U+0000 or a lone surrogate.

/** The keyword the validator adds to the root of every query, path and body schema. */
export const STORABLE_TEXT_KEYWORD = 'x-storable-text';

const SENTENCES: Record<UnsafeTextReason, string> = {
  nul_character: 'must not contain the NUL character (U+0000)',
  lone_surrogate: 'must not contain an unpaired UTF-16 surrogate',
};

const pointerPart = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The first string (value or key) of `data` that cannot be stored, with its JSON pointer. */
export function findUnstorableText(
  data: unknown,
): { instancePath: string; reason: UnsafeTextReason } | null {
  // Iterative: a deeply nested body must answer 400, not overflow the stack.
  const stack: { value: unknown; path: string }[] = [{ value: data, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) return { instancePath: path, reason };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) {
        stack.push({ value: value[i], path: `${path}/${i}` });
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const at = `${path}/${pointerPart(key)}`;
        const keyReason = unsafeTextReason(key);
        if (keyReason) return { instancePath: at, reason: keyReason };
        stack.push({ value: inner, path: at });
      }
    }
  }
  return null;
}

const validate: FuncKeywordDefinition['validate'] & { errors?: Partial<ErrorObject>[] } = (
  enabled: boolean,
  data: unknown,
) => {
  const found = enabled ? findUnstorableText(data) : null;
  validate.errors = found
    ? [
        {
          keyword: STORABLE_TEXT_KEYWORD,
          instancePath: found.instancePath,
          message: SENTENCES[found.reason],
          params: { reason: found.reason },
        },
      ]
    : [];
  return found === null;
};

/** The Ajv definition of the text rule; its errors name the offending field. */
export const storableTextKeyword: FuncKeywordDefinition = {
  keyword: STORABLE_TEXT_KEYWORD,
  schemaType: 'boolean',
  errors: true,
  validate,
};
