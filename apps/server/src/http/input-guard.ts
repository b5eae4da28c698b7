import { hasUnsafeCharacter, UNSAFE_CHARACTER_MESSAGE } from '@airlens/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput } from './errors';

type Part = 'params' | 'query' | 'body';

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') {
    return `${path}[${key}]`;
  }
  return path === '' ? key : `${path}.${key}`;
}

/**
 * Parsers make plain objects: JSON an Object, query strings and forms (fast-querystring) an instance of an
 * empty class whose prototype has no prototype. Anything else (streams, buffers) is not parsed text.
 */
function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === null || prototype === Object.prototype) {
    return true;
  }
  return typeof prototype === 'object' && Object.getPrototypeOf(prototype) === null;
}

/**
 * The path of the first string (value or key) in `value` with an unsafe character: '' for `value` itself,
 * `name`, `users[1].username` inside it; null when every string is safe.
 */
export function findUnsafeField(value: unknown): string | null {
  // An explicit stack: a hostile body may nest deeper than the call stack allows.
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (hasUnsafeCharacter(current)) {
        return path;
      }
      continue;
    }
    if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: childPath(path, index) }));
      continue;
    }
    // Only plain parsed data (JSON, forms, query strings): upload bytes (Buffer) and streams are not text, and
    // walking a stream's object graph (socket, server, itself again) would never end.
    if (current === null || typeof current !== 'object' || !isPlainObject(current)) {
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasUnsafeCharacter(key)) {
        return path;
      }
      stack.push({ value: item, path: childPath(path, key) });
    }
  }
  return null;
}

function check(request: FastifyRequest): void {
  for (const part of ['params', 'query', 'body'] as const satisfies readonly Part[]) {
    const field = findUnsafeField(request[part]);
    if (field !== null) {
      throw invalidInput(field === '' ? part : field, UNSAFE_CHARACTER_MESSAGE);
    }
  }
}

/**
 * Refuses, before any route sees it, every request whose path parameters, query or parsed body holds a
 * control character or an unpaired surrogate: 400 naming the field. No text field of the contract needs
 * one, and PostgreSQL cannot store some of them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    check(request);
  });
}
