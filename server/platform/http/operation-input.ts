import type { operations } from '../../../openapi/schema';

// What a handler receives, derived from the generated contract types per operationId, so a
// route reads `query.page` as the number the validator produced instead of casting it.

export type OperationId = keyof operations;

/**
 * Query parameters whose schema has a `default`. openapi-typescript keeps every parameter with
 * a default optional, but the request validator (Ajv `useDefaults`, server/platform/http/contract.ts)
 * fills them in before any handler runs, so they are always present. A unit test holds this
 * list equal to the defaults declared in admin.yaml.
 */
export const DEFAULTED_QUERY_PARAMS = ['mode', 'page', 'page_size'] as const;
type Defaulted = (typeof DEFAULTED_QUERY_PARAMS)[number];

// An operation without query or path parameters still gets an (empty) object.
type Given<T> = [NonNullable<T>] extends [never] ? Record<never, never> : NonNullable<T>;

type WithDefaults<Q> = Q & { [K in Defaulted & keyof Q]-?: Exclude<Q[K], undefined> };

type ParamsOf<Id extends OperationId> = operations[Id]['parameters'];

/** The query after validation: coerced to the declared types, defaults filled in. */
export type QueryOf<Id extends OperationId> = WithDefaults<Given<ParamsOf<Id>['query']>>;

/** The path parameters after validation (coerced: `{personId}` is a number). */
export type PathOf<Id extends OperationId> = Given<ParamsOf<Id>['path']>;

type RequestBody<Id extends OperationId> = operations[Id]['requestBody'];
// Only JSON bodies are parsed and validated up front; any other body (the CSV import) is read
// by its handler from the request itself.
type JsonOf<B> = B extends { content: { 'application/json': infer J } } ? J : undefined;

/** The validated JSON body; undefined when the operation takes none (or takes it optionally). */
export type BodyOf<Id extends OperationId> =
  | JsonOf<NonNullable<RequestBody<Id>>>
  | (undefined extends RequestBody<Id> ? undefined : never);

/** The typed input of one operation. */
export interface OperationInput<Id extends OperationId> {
  query: QueryOf<Id>;
  params: PathOf<Id>;
  body: BodyOf<Id>;
}
