/** The outcome of an API call: the §7 envelope, or a failure that never throws (§8). */
export type ApiResult<T> =
  | { success: true; data: T; message: string }
  | {
      success: false;
      data: null;
      /** The server's message when its body had one, else the transport's message. */
      message: string;
      /** The HTTP status, when a response arrived. */
      status?: number;
      /** The error response body, or the thrown error (§8). */
      error?: unknown;
    };

export type ApiFailure = Extract<ApiResult<unknown>, { success: false }>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values: empty strings, null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended to the path as a query string. */
  query?: Record<string, QueryValue> | string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (see `toMultipart`); wins over `body`. */
  multipart?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A paginated list as the API returns it under `data`. */
export interface ListPage<T> {
  items: T[];
  total: number;
}
