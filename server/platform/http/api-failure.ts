import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure a handler raises on purpose; the error handler turns it into an ErrorBody. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly reason: string,
    message: string,
    readonly extra: { code?: number; field?: string; retry_after?: number } = {},
  ) {
    super(message);
  }

  /** The ErrorBody of the contract. */
  body(): Record<string, unknown> {
    return {
      error: true,
      code: this.extra.code ?? this.status,
      reason: this.reason,
      message: this.message,
      ...(this.extra.field === undefined ? {} : { field: this.extra.field }),
      ...(this.extra.retry_after === undefined ? {} : { retry_after: this.extra.retry_after }),
    };
  }
}

export const notFound = (what: string) => new ApiFailure(404, 'not_found', `${what} not found`);
export const forbidden = (message = 'Out of your scope') =>
  new ApiFailure(403, 'forbidden', message);
