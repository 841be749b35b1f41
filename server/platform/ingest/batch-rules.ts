import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { unsafeTextReason } from '../../../openapi/rules/safe-text';
import type { IntegrationKind } from '../auth/integration-key-rules';
import { describeError } from '../http/contract';
import { STORABLE_TEXT_KEYWORD, storableTextKeyword } from '../http/storable-text';

// The pure steps of a load: how a request body becomes a list of items (JSON or NDJSON, with
// its limits), and what is wrong with one item against its schema in the contract. The routes
// do the I/O around them.

/** At most this many items per request. */
export const MAX_ITEMS = 10_000;
/** At most this many bytes per request body. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Why a whole request is refused (nothing of it is loaded). */
export class BodyProblem extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly reason: string,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

const NDJSON = 'application/x-ndjson';

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export const mediaType = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const tooMany = (count: number) =>
  new BodyProblem(
    413,
    'too_many_items',
    `${count} items: at most ${MAX_ITEMS} per request, split the load`,
    'items',
  );

/**
 * The items of a request body: `{"items": [...]}` as JSON, or one JSON item per line as NDJSON
 * (blank lines skipped). Anything else is a BodyProblem: malformed JSON, another shape, another
 * media type, more than MAX_ITEMS items. The items themselves are not checked here.
 */
export function parseItems(text: string, contentType: string | undefined): unknown[] {
  const type = mediaType(contentType);
  if (type === NDJSON) {
    const items: unknown[] = [];
    const lines = text.split('\n');
    for (const [i, raw] of lines.entries()) {
      const line = raw.trim();
      if (line === '') continue;
      if (items.length === MAX_ITEMS) throw tooMany(lines.filter((l) => l.trim() !== '').length);
      try {
        items.push(JSON.parse(line));
      } catch {
        throw new BodyProblem(
          400,
          'validation',
          `line ${i + 1} is not valid JSON`,
          `line ${i + 1}`,
        );
      }
    }
    if (items.length === 0)
      throw new BodyProblem(400, 'validation', 'The body has no items', 'body');
    return items;
  }
  if (type !== 'application/json' && type !== '') {
    throw new BodyProblem(
      400,
      'unsupported_media_type',
      `Send application/json or ${NDJSON}, not ${type}`,
      'content-type',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BodyProblem(400, 'validation', 'The body is not valid JSON', 'body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BodyProblem(400, 'validation', 'The body must be {"items": [...]}', 'body');
  }
  const extra = Object.keys(body).find((k) => k !== 'items');
  if (extra !== undefined) {
    throw new BodyProblem(400, 'validation', `${extra.slice(0, 50)} is not allowed`, 'body');
  }
  const items = 'items' in body ? body.items : undefined;
  if (!Array.isArray(items)) {
    throw new BodyProblem(400, 'validation', 'items must be an array', 'items');
  }
  if (items.length > MAX_ITEMS) throw tooMany(items.length);
  return items;
}

/** The contract's schema of one item of each kind. */
export const ITEM_SCHEMAS: Record<IntegrationKind, string> = {
  regions: 'IngestRegion',
  stores: 'IngestStore',
  positions: 'IngestPosition',
  people: 'IngestPerson',
  courses: 'IngestCourse',
  attempts: 'IngestAttempt',
  progress: 'IngestProgress',
  checklists: 'IngestChecklist',
  supervisions: 'IngestSupervision',
  'kpi-modules': 'IngestKpiModule',
  'kpi-values': 'IngestKpiValue',
  surveys: 'IngestSurvey',
  'survey-openings': 'IngestSurveyOpening',
  'survey-answers': 'IngestSurveyAnswer',
};

/** What is wrong with one item: the field (as the item names it) and a sentence. */
interface ItemProblem {
  field: string;
  message: string;
}

export type ItemCheck = (kind: IntegrationKind, item: unknown) => ItemProblem | null;

/**
 * Checks items against their schemas in the contract document (bounds, types, required fields,
 * no unknown field, storable text), so an item is refused on its own instead of the request.
 */
export function itemChecker(doc: Record<string, unknown>): ItemCheck {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addKeyword(storableTextKeyword);
  ajv.addSchema(doc, 'ingest');
  const validators = new Map<IntegrationKind, ValidateFunction>();
  return (kind, item) => {
    let validate = validators.get(kind);
    if (!validate) {
      validate = ajv.compile({
        $ref: `ingest#/components/schemas/${ITEM_SCHEMAS[kind]}`,
        [STORABLE_TEXT_KEYWORD]: true,
      });
      validators.set(kind, validate);
    }
    if (validate(item)) return null;
    const { field, message } = describeError(validate.errors, 'item');
    return { field, message };
  };
}

/** The item's externalId when it has a usable one (for the answer of a rejected item). */
export function externalIdOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const id = (item as { externalId?: unknown }).externalId;
  if (typeof id !== 'string' || id.length > 100 || id.trim() === '') return null;
  return unsafeTextReason(id) === null ? id : null;
}
