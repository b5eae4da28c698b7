import { OBJECT_NOT_FOUND_MESSAGE, UNEXPECTED_ERROR } from './constants';

function asRecord(body: unknown): Record<string, unknown> | null {
  if (typeof body === 'string') {
    try {
      return asRecord(JSON.parse(body));
    } catch {
      return null;
    }
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

function localizedDescriptions(list: unknown): string[] {
  if (!Array.isArray(list)) {
    return [];
  }
  return list
    .map((entry) => asRecord(entry)?.localizedDescription)
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/**
 * Fields whose name means nothing to a user (a link's token, a licence key the user typed, the e-mail
 * addresses being shared with): the server's `field: text` says it in words without the name.
 */
const INTERNAL_FIELD_PREFIX = /^(accessToken|licenseKey|username): /;

/** A description without an internal field name, starting with a capital ('username: not a…' → 'Not a…'). */
function withoutInternalFieldName(description: string): string {
  const text = description.replace(INTERNAL_FIELD_PREFIX, '');
  return text === description ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The user-facing message of a failed call (docs/product-spec.md §8): the errorMessageList descriptions joined with ', ',
 * else the body's message, else 'HTTP {status}', else 'An unexpected error occurred.'; internal field names
 * (accessToken, licenseKey, username) are left out.
 */
export function buildErrorMessage(status: number | null | undefined, body: unknown): string {
  const record = asRecord(body);
  const descriptions = localizedDescriptions(record?.errorMessageList);
  if (descriptions.length > 0) {
    return descriptions.map(withoutInternalFieldName).join(', ');
  }
  const message = record?.message;
  if (typeof message === 'string' && message.trim() !== '') {
    return withoutInternalFieldName(message);
  }
  if (typeof status === 'number' && Number.isInteger(status) && status > 0) {
    return `HTTP ${status}`;
  }
  return UNEXPECTED_ERROR;
}

/** Whether an error message marks a not-found whose load yields an empty result. */
export function isNotFoundMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.includes(OBJECT_NOT_FOUND_MESSAGE);
}
