import type { operations } from '../../../openapi/schema';
import type { OperationId } from './operation-input';

// Replies typed from the contract: a handler's JSON answer must have the shape admin.yaml
// declares for its operation, so a payload that drifts from the contract fails `tsc` instead
// of a contract test at run time.

declare const replied: unique symbol;

/** A JSON response that remembers (in its type only) the payload it carries. */
export type JsonReply<P> = Response & { readonly [replied]: P };

type Responses<Id extends OperationId> = operations[Id]['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;
type Successes<Id extends OperationId> = keyof Responses<Id> & SuccessStatus;

/** The JSON payload an operation answers with `status` (200 unless given). */
export type ResponseOf<
  Id extends OperationId,
  S extends Successes<Id> = Successes<Id> & 200,
> = Responses<Id>[S] extends { content: { 'application/json': infer J } } ? J : never;

// A success without a JSON body (a file, a CSV stream, 204) is any Response; an operation with
// only JSON successes accepts only replies of the declared payloads.
type ReplyFor<R> = R extends { content: { 'application/json': infer J } } ? JsonReply<J> : Response;

/** What a handler of `Id` may return. */
export type HandlerReply<Id extends OperationId> = {
  [S in Successes<Id>]: ReplyFor<Responses<Id>[S]>;
}[Successes<Id>];
