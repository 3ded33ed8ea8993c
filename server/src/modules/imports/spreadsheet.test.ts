import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './spreadsheet';

describe('CSV written for a spreadsheet program', () => {
  const rows = [
    ['Location', 'Room'],
    ['=HYPERLINK("http://evil.example","Click")', '+7 701 555 0101'],
    ['-1 floor', '@home'],
    ['Plain, with a comma', 'He said "hi"'],
  ];

  it('puts an apostrophe before a text that would run as a formula, and nothing before plain text', () => {
    const text = writeCsv(rows).toString('utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")",'+7 701 555 0101`);
    expect(lines[2]).toBe("'-1 floor,'@home");
    expect(lines[3]).toBe('"Plain, with a comma","He said ""hi"""');
  });

  it('reads an exported file back to the same texts', () => {
    expect(readCsv(writeCsv(rows))).toEqual(rows);
  });

  it('still refuses a formula typed into a CSV, naming its cell', () => {
    expect(() => readCsv(Buffer.from('Location,Room\nFlat,=1+1\n'))).toThrow(
      expect.objectContaining({ code: 'validation_failed' }),
    );
  });
});
