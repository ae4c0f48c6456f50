import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error route code can throw; `onError` answers it with its status and message. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly data: unknown;

  constructor(status: ContentfulStatusCode, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export const notFoundMessage = 'This page could not be found';
