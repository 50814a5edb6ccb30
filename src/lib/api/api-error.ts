/**
 * A call the API answered with an envelope code other than 2000 (or with an HTTP error
 * status, code 5000). Transport failures (network, abort, timeout, cancel, protocol) are
 * never ApiErrors: they pass through untouched and show no toast.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: number;
  /** The server's own message, possibly empty. */
  readonly serverMessage: string;
  /** The HTTP error status the answer came with; undefined for an envelope answered with 2xx. */
  readonly httpStatus: number | undefined;

  constructor(code: number, serverMessage: string, httpStatus?: number) {
    super(serverMessage || `API error ${code}`);
    this.code = code;
    this.serverMessage = serverMessage;
    this.httpStatus = httpStatus;
  }
}
