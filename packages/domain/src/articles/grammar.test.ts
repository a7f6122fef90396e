import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, type StateCode } from '../regions/states.ts';
import { inState, listInPortuguese, lowerFirst, placeForms } from './grammar.ts';

describe('place names in sentences', () => {
  it.each([
    [
      'Baía do Sancho',
      'a Baía do Sancho',
      'na Baía do Sancho',
      'da Baía do Sancho',
      'à Baía do Sancho',
    ],
    ['Jericoacoara', 'Jericoacoara', 'em Jericoacoara', 'de Jericoacoara', 'a Jericoacoara'],
    [
      'Morro de São Paulo',
      'o Morro de São Paulo',
      'no Morro de São Paulo',
      'do Morro de São Paulo',
      'ao Morro de São Paulo',
    ],
    [
      'Prainhas do Pontal do Atalaia',
      'as Prainhas do Pontal do Atalaia',
      'nas Prainhas do Pontal do Atalaia',
      'das Prainhas do Pontal do Atalaia',
      'às Prainhas do Pontal do Atalaia',
    ],
    ['Lagos Azuis', 'os Lagos Azuis', 'nos Lagos Azuis', 'dos Lagos Azuis', 'aos Lagos Azuis'],
  ])('%s', (name, the, inPlace, of, to) => {
    expect(placeForms(name)).toEqual({
      the,
      The: the.charAt(0).toUpperCase() + the.slice(1),
      in: inPlace,
      of,
      to,
    });
  });

  it('knows the nouns of the sample attractions', () => {
    expect(placeForms('Serra da Piraoca').the).toBe('a Serra da Piraoca');
    expect(placeForms('Mirante do Sancho').the).toBe('o Mirante do Sancho');
    expect(placeForms('Árvore da Preguiça').the).toBe('a Árvore da Preguiça');
    expect(placeForms('Caminho do Rei').the).toBe('o Caminho do Rei');
  });

  it('uses the right preposition for every state', () => {
    expect(inState('PA')).toBe('no Pará');
    expect(inState('ba')).toBe('na Bahia');
    expect(inState('PB')).toBe('na Paraíba');
    expect(inState('Pernambuco')).toBe('em Pernambuco');
    expect(inState('SC')).toBe('em Santa Catarina');
    expect(inState('RJ')).toBe('no Rio de Janeiro');
    expect(inState('Atlântida')).toBe('em Atlântida');
    for (const code of Object.keys(BRAZILIAN_STATES) as StateCode[]) {
      expect(inState(code)).toMatch(new RegExp(`^(em|no|na) ${BRAZILIAN_STATES[code]}$`));
    }
  });

  it('joins lists the Portuguese way', () => {
    expect(listInPortuguese([])).toBe('');
    expect(listInPortuguese(['A'])).toBe('A');
    expect(listInPortuguese(['A', 'B'])).toBe('A e B');
    expect(listInPortuguese(['A', 'B', 'C'])).toBe('A, B e C');
  });

  it('lower-cases only the first letter', () => {
    expect(lowerFirst('Água Morna')).toBe('água Morna');
    expect(lowerFirst('')).toBe('');
  });
});
