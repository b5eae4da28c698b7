/**
 * The fields a test file's `beforeAll` fills in, read through getters: `fixture.t` answers the filled value,
 * and a read before then (at the top of the file, in a describe body) fails with a clear message instead of
 * handing out undefined.
 */
export function fieldsFilledBeforeAll<T extends object>(
  what: string,
  current: () => T | undefined,
  keys: readonly (keyof T)[],
): T {
  const fields = {} as T;
  for (const key of keys) {
    Object.defineProperty(fields, key, {
      enumerable: true,
      get: () => {
        const value = current();
        if (value === undefined) {
          throw new Error(`${what} is used before beforeAll`);
        }
        return value[key];
      },
    });
  }
  return fields;
}
