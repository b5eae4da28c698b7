/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null;

// A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV Injection"); tab and carriage
// return are on the list because some spreadsheets trim them and then see the character after them.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 field: text that would start a formula gets a leading apostrophe (shown as text, never run),
 * then fields holding a quote, comma or line break are quoted with inner quotes doubled. Numbers are written as
 * numbers (a negative RSSI stays a number).
 */
export function csvCell(value: CsvValue): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : '';
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One RFC 4180 record, CRLF-terminated. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
