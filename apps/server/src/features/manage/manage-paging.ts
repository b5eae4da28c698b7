import type { ManagePagedQuery } from '@airlens/contract';
import { invalidInput } from '../../http/errors';

/** page (0-based), size, sort=column,asc|desc and a search text, as the contract parses them. */
export type PagedQuery = ManagePagedQuery;

/** A parsed sort: a column of the allowed list and a direction. */
export interface SortOrder<Column extends string> {
  column: Column;
  direction: 'asc' | 'desc';
}

/** Parses `column,asc|desc` against the allowed columns; 400 naming `sort` for anything else. */
export function parseSort<Column extends string>(
  sort: string | undefined,
  columns: readonly Column[],
  fallback: SortOrder<Column>,
): SortOrder<Column> {
  if (sort === undefined || sort.trim() === '') {
    return fallback;
  }
  const [name = '', direction = 'asc', ...rest] = sort.split(',').map((part) => part.trim());
  const column = columns.find((candidate) => candidate === name);
  if (column === undefined || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    throw invalidInput('sort', `expected one of ${columns.join(', ')} followed by ,asc or ,desc`);
  }
  return { column, direction };
}

/** The paged answer of api-contract.md. */
export function pageOf<T>(content: T[], totalElements: number, query: { page: number; size: number }) {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    page: query.page,
    size: query.size,
  };
}

/** A LIKE pattern matching the trimmed, lower-cased text anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
