import { EsxError } from './errors.ts';
import type { EsxLimits } from './limits.ts';
import { formatBytes } from './format.ts';

/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
/** A JSON object. */
export interface JsonObject {
  [key: string]: JsonValue;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;

/** Result of the pre-parse scan of the raw bytes. */
interface ScanResult {
  /** Some key contained an escape, so the forbidden-key check must run on the parsed value. */
  hasEscapedKey: boolean;
}

function isForbiddenKeyBytes(bytes: Uint8Array, start: number, end: number): boolean {
  const length = end - start;
  if (length !== 9 && length !== 11) {
    return false;
  }
  let text = '';
  for (let i = start; i < end; i++) {
    text += String.fromCharCode(bytes[i] as number);
  }
  return FORBIDDEN_KEYS.has(text);
}

/**
 * Scans raw JSON bytes once, before JSON.parse, for nesting depth and forbidden keys. This runs first
 * because anything recursive over a hostile document (a validator, a walker, JSON.stringify) can
 * overflow the stack, and because JSON.parse itself accepts any depth.
 */
function scan(bytes: Uint8Array, maxDepth: number, member: string): ScanResult {
  let depth = 0;
  let hasEscapedKey = false;
  const length = bytes.length;
  // Position of the next backslash at or after the current string's start (-1: none left); moves forward only.
  let nextBackslash = bytes.indexOf(BACKSLASH);
  let i = 0;
  while (i < length) {
    const byte = bytes[i] as number;
    if (byte === QUOTE) {
      const start = i + 1;
      if (nextBackslash !== -1 && nextBackslash < start) {
        nextBackslash = bytes.indexOf(BACKSLASH, start);
      }
      let end: number;
      let escaped = false;
      if (nextBackslash === -1) {
        // No escape ahead: the string ends at the next quote (native search instead of a byte loop).
        end = bytes.indexOf(QUOTE, start);
        end = end === -1 ? length : end;
      } else {
        end = bytes.indexOf(QUOTE, start);
        end = end === -1 ? length : end;
        if (nextBackslash < end) {
          // An escape inside: walk the string byte by byte, as escapes decide where it ends.
          escaped = true;
          end = start;
          while (end < length) {
            const c = bytes[end] as number;
            if (c === BACKSLASH) {
              end += 2;
              continue;
            }
            if (c === QUOTE) {
              break;
            }
            end++;
          }
        }
      }
      i = end + 1;
      let j = i;
      while (
        j < length &&
        (bytes[j] === 0x20 || bytes[j] === 0x0a || bytes[j] === 0x0d || bytes[j] === 0x09)
      ) {
        j++;
      }
      if (bytes[j] === COLON) {
        if (escaped) {
          hasEscapedKey = true;
        } else if (isForbiddenKeyBytes(bytes, start, end)) {
          throw forbiddenKey(member);
        }
      }
      continue;
    }
    if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > maxDepth) {
        throw new EsxError(
          'INVALID_JSON',
          `The member "${member}" is nested more than ${maxDepth} levels deep, which Ekahau never writes.`,
          member,
        );
      }
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
    i++;
  }
  return { hasEscapedKey };
}

function forbiddenKey(member: string): EsxError {
  return new EsxError(
    'INVALID_JSON',
    `The member "${member}" contains a forbidden key (__proto__, constructor or prototype), so it was rejected for safety.`,
    member,
  );
}

/** Iterative (stack-free) walk used only when a key contained an escape sequence. */
function checkKeysDeep(root: JsonValue, member: string): void {
  const stack: JsonValue[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) {
        stack.push(item);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (FORBIDDEN_KEYS.has(key)) {
          throw forbiddenKey(member);
        }
        stack.push(value[key] as JsonValue);
      }
    }
  }
}

/**
 * Parses one JSON member with the size and depth limits, strict UTF-8 and no `__proto__` /
 * `constructor` / `prototype` keys. Throws {@link EsxError} `INVALID_JSON` or `LIMIT_EXCEEDED`.
 */
export function parseJsonMember(bytes: Uint8Array, member: string, limits: EsxLimits): JsonValue {
  if (bytes.length > limits.maxJsonBytes) {
    throw new EsxError(
      'LIMIT_EXCEEDED',
      `The member "${member}" is ${formatBytes(bytes.length)}; the limit for one JSON member is ${formatBytes(limits.maxJsonBytes)}.`,
      member,
    );
  }
  const { hasEscapedKey } = scan(bytes, limits.maxJsonDepth, member);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new EsxError('INVALID_JSON', `The member "${member}" is not valid UTF-8 text.`, member);
  }
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 160) : 'syntax error';
    throw new EsxError('INVALID_JSON', `The member "${member}" is not valid JSON (${detail}).`, member);
  }
  if (hasEscapedKey) {
    checkKeysDeep(value, member);
  }
  return value;
}
