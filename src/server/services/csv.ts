/**
 * CSV for the admin exports (docs/decisions/015): RFC 4180 (comma, CRLF, fields quoted when they hold a
 * comma, quote or line break, quotes doubled), UTF-8 with a byte-order mark so spreadsheet
 * programs read £ and accents, and text cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) neutralised with a leading single quote.
 * A dozen lines, so written here rather than taken from a library; csv.test.ts pins them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = '\uFEFF';

/** One cell: numbers as they are, text neutralised against formulas, then quoted as needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, then one row per record, every line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
