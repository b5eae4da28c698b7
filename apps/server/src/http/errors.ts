/** The one error type of the server: a status, a stable code and a message safe to show a user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Not there, or not the caller's to see: both answer the same 404. */
export function notFound(message = 'Object Not Found Matching Id'): AppError {
  return new AppError(404, 'NOT_FOUND', message);
}

/** A request value failed validation; the message names the field. */
export function invalidInput(field: string, message: string): AppError {
  return new AppError(400, 'INVALID_INPUT', `${field}: ${message}`, [`${field}: ${message}`]);
}

/** No valid session. */
export function unauthenticated(message = 'Authentication required'): AppError {
  return new AppError(401, 'UNAUTHENTICATED', message);
}

/** Signed in, but this action is not allowed (used where hiding the resource makes no sense). */
export function forbidden(message = 'Forbidden'): AppError {
  return new AppError(403, 'FORBIDDEN', message);
}

/** Too many failed attempts. */
export function locked(message: string): AppError {
  return new AppError(423, 'LOCKED', message);
}

/** The request clashes with the current state. */
export function conflict(message: string): AppError {
  return new AppError(409, 'CONFLICT', message);
}

/** The body or upload is larger than allowed. */
export function payloadTooLarge(message = 'The request body is too large.'): AppError {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message);
}

/** Too many requests in a window. */
export function tooManyRequests(message = 'Too many requests, please try again later.'): AppError {
  return new AppError(429, 'TOO_MANY_REQUESTS', message);
}
