// The errors a route or an access rule throws; plugins/app/errors.ts answers them.

/** An error with an HTTP status, answered as `{ statusCode, error, message }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in first: this request needs a valid bearer token.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const conflict = (message: string) => new HttpError(409, message);
