/** @jest-environment node */
import { csvCell, toCsv, withBom } from '@/lib/access-log/csv';

describe('CSV building', () => {
  it('quotes text and doubles quotes inside it', () => {
    expect(csvCell('Maria "Mia" López')).toBe('"Maria ""Mia"" López"');
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])('neutralises a cell that a spreadsheet would run: %p', (value) => {
    const cell = csvCell(value);
    expect(cell.startsWith(`"'`)).toBe(true);
    expect(cell).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it('leaves harmless text, numbers (negative too) and empty values alone', () => {
    expect(csvCell('Carer')).toBe('"Carer"');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('joins rows with CRLF, ends with one, and can carry a UTF-8 byte order mark', () => {
    const text = toCsv([['Wie', 'Wat'], ['José', 'Medische ID'], []]);
    expect(text).toBe('"Wie","Wat"\r\n"José","Medische ID"\r\n\r\n');
    const bytes = new TextEncoder().encode(withBom(text));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
