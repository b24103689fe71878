import { recordingSaver, textOf } from '../testing/files';
import { type CsvColumn, csvCell, csvNumber, downloadCsv, fileNamePart, saveCsv, toCsv } from './csv';

describe('CSV', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('escapes the formula-like cell %j (cells starting = + - @ tab CR)', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('quotes commas, quotes and line breaks, keeps numbers numeric and writes nothing for null', () => {
    expect(csvCell('Temperature, Daily Mean')).toBe('"Temperature, Daily Mean"');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it.each([
    [0.015000000000000124, '0.015'],
    [-0.015000000000000124, '-0.015'],
    [0.1 + 0.2, '0.3'],
    [-106.83170000000001, '-106.8317'],
    [0.015, '0.015'],
    [1234567.891, '1234567.891'],
    [0.000123456789012345, '0.000123456789012'],
    [42, '42'],
    [123456789012345, '123456789012345'],
    [0, '0'],
  ])('writes the number %p as %j: floating-point noise rounded off, real digits and integers kept', (value, written) => {
    expect(csvNumber(value)).toBe(written);
    expect(csvCell(value)).toBe(written);
  });

  it('writes a computed trend slope as a person would in a whole export', () => {
    const columns: CsvColumn<{ slope: number; count: number }>[] = [
      { header: 'Trend Slope (per year)', value: (r) => r.slope },
      { header: 'Record Count', value: (r) => r.count },
    ];
    expect(toCsv([{ slope: 0.015000000000000124, count: 1240 }], columns)).toBe('Trend Slope (per year),Record Count\r\n0.015,1240\r\n');
  });

  it('writes a header and one CRLF line per row', () => {
    const columns: CsvColumn<{ a: number; b: string }>[] = [
      { header: 'A', value: (r) => r.a },
      { header: 'B, the second', value: (r) => r.b },
    ];
    const csv = toCsv([{ a: 1, b: 'x' }], columns);
    expect(csv).toBe('A,"B, the second"\r\n1,x\r\n');
  });

  it('saves as text/csv with a byte-order mark for spreadsheets', async () => {
    const { files, saved } = recordingSaver();
    await saveCsv(files, 'a.csv', 'A\r\n');
    expect(saved[0]).toMatchObject({ name: 'a.csv', mimeType: 'text/csv' });
    expect(saved[0].data.size).toBe(6);
  });
});

describe('CSV files', () => {
  it('names files without characters a file system refuses', () => {
    expect(fileNamePart('WQ/01: "A"?')).toBe('WQ-01- -A--');
    expect(fileNamePart('09239500')).toBe('09239500');
  });

  it('builds and saves in one call', async () => {
    const { files, saved } = recordingSaver();
    await downloadCsv(files, 'b.csv', [{ a: '=1' }], [{ header: 'A', value: (r: { a: string }) => r.a }]);
    expect(saved[0]).toMatchObject({ name: 'b.csv', mimeType: 'text/csv' });
    expect(await textOf(saved[0].data)).toBe("A\r\n'=1\r\n");
  });
});
