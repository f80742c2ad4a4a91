import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each(['Ada Lovelace', 'a=b', '£25 for Zoë and José'])('leaves plain text as it is (a formula sign inside, £, accents): %j', (text) => {
    expect(csvCell(text)).toBe(text);
  });

  it.each([
    [1250, '1250'],
    [-3, '-3'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
  ])('writes a number, a boolean or no value %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  // A spreadsheet runs a cell starting with = + - @ tab or CR as a formula: a quote in front makes it text.
  it.each(['+44 20 7946 0000', '-1+1', '@SUM(A1)', '\tcmd'])('neutralises text a spreadsheet would run as a formula: %j', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hello"', '"say ""hello"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=HYPERLINK("http://evil.example","Click")', '"\'=HYPERLINK(""http://evil.example"",""Click"")"'],
    ['\rcmd', '"\'\rcmd"'],
  ])('quotes commas, quotes and line breaks (RFC 4180), after neutralising any formula: %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every line with CRLF', () => {
    const csv = toCsv(
      ['name', 'amount'],
      [
        ['Zoë', 25],
        ['a,b', null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('name,amount\r\nZoë,25\r\n"a,b",\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['a'], [])).toBe(`${CSV_BOM}a\r\n`);
  });
});
