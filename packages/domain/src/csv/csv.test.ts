import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCents, csvNumber, parseCsv, toCsv } from './csv.ts';

describe('CSV for Excel in pt-BR', () => {
  it('starts with the BOM, separates with ;, ends lines with CRLF', () => {
    expect(toCsv(['Passeio', 'Valor'], [['Escuna', '10,50']])).toBe(
      `${CSV_BOM}Passeio;Valor\r\nEscuna;10,50\r\n`,
    );
    expect(toCsv(['a'], [], { bom: false })).toBe('a\r\n');
    expect(toCsv(['a', 'b'], [['1', '2']], { separator: ',' })).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
  });

  it('quotes fields with ;, quotes or line breaks, and keeps accents', () => {
    expect(toCsv(['x'], [['Praia; do "Forno"\nRJ'], ['Catamarã']], { bom: false })).toBe(
      'x\r\n"Praia; do ""Forno""\nRJ"\r\nCatamarã\r\n',
    );
  });

  it('writes decimal commas and centavos as reais', () => {
    expect(csvNumber(87.5)).toBe('87,5');
    expect(csvNumber(12)).toBe('12');
    expect(csvCents(123405)).toBe('1234,05');
    expect(csvCents(-5)).toBe('-0,05');
    expect(csvCents(0)).toBe('0,00');
    expect(() => csvCents(1.5)).toThrow();
    expect(() => csvNumber(Number.NaN)).toThrow();
    expect(toCsv(['n'], [[null], [undefined], [3.25]], { bom: false })).toBe(
      'n\r\n\r\n\r\n3,25\r\n',
    );
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)'], ['-2']], { bom: false })).toBe(
      'x\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n\'-2\r\n',
    );
    expect(toCsv(['n'], [[-2]], { bom: false })).toBe('n\r\n-2\r\n');
  });

  it('reads back exactly what it wrote (text that is not formula-like)', () => {
    const cell = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 8 }),
        (rows) => {
          const parsed = parseCsv(toCsv(['a', 'b'], rows));
          expect(parsed).toEqual([['a', 'b'], ...rows]);
        },
      ),
    );
  });

  it('centavos round-trip through the text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = csvCents(cents);
        expect(Math.round(Number(text.replace(',', '.')) * 100)).toBe(cents);
      }),
    );
  });
});
