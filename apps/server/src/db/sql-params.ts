/** Collects positional parameters while a statement is assembled, so every value is bound, never spliced. */
export interface SqlParams {
  /** Adds a value and answers its placeholder (`$n`). */
  add(value: unknown): string;
  readonly values: unknown[];
}

/** A fresh parameter list. */
export function createSqlParams(): SqlParams {
  const values: unknown[] = [];
  return {
    values,
    add(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
