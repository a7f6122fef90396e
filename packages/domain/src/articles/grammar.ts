import { BRAZILIAN_STATES, toStateCode, type StateCode } from '../regions/states.ts';

/** A place name ready for a sentence: "a Baía do Sancho", "na Baía do Sancho", "em Jericoacoara"... */
export interface PlaceForms {
  /** With its article: "a Praia do Rosa", "Jericoacoara". */
  the: string;
  /** The same, capitalised for the start of a sentence. */
  The: string;
  /** "na Praia do Rosa", "em Alter do Chão". */
  in: string;
  /** "da Praia do Rosa", "de Alter do Chão". */
  of: string;
  /** "à Praia do Rosa", "a Alter do Chão". */
  to: string;
}

type Determiner = '' | 'a' | 'as' | 'o' | 'os';

const FEMININE = new Set([
  'Praia',
  'Prainha',
  'Baía',
  'Ilha',
  'Lagoa',
  'Enseada',
  'Ponta',
  'Barra',
  'Costa',
  'Serra',
  'Floresta',
  'Gruta',
  'Duna',
  'Pedra',
  'Árvore',
  'Trilha',
  'Cachoeira',
  'Vila',
]);
const MASCULINE = new Set([
  'Morro',
  'Porto',
  'Saco',
  'Pontal',
  'Arquipélago',
  'Parque',
  'Lago',
  'Mirante',
  'Serrote',
  'Caminho',
  'Farol',
  'Forte',
  'Rio',
]);

function articleOf(name: string): Determiner {
  const first = name.split(' ')[0] ?? '';
  if (FEMININE.has(first)) return 'a';
  if (MASCULINE.has(first)) return 'o';
  const singular = first.endsWith('s') ? first.slice(0, -1) : '';
  if (FEMININE.has(singular)) return 'as';
  if (MASCULINE.has(singular)) return 'os';
  return '';
}

const IN: Record<Determiner, string> = { '': 'em', a: 'na', as: 'nas', o: 'no', os: 'nos' };
const OF: Record<Determiner, string> = { '': 'de', a: 'da', as: 'das', o: 'do', os: 'dos' };
const TO: Record<Determiner, string> = { '': 'a', a: 'à', as: 'às', o: 'ao', os: 'aos' };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function placeForms(name: string): PlaceForms {
  const article = articleOf(name);
  const the = article ? `${article} ${name}` : name;
  return {
    the,
    The: capitalise(the),
    in: `${IN[article]} ${name}`,
    of: `${OF[article]} ${name}`,
    to: `${TO[article]} ${name}`,
  };
}

/** States take "no", "na" or "em": "no Pará", "na Bahia", "em Santa Catarina". */
const STATE_ARTICLE: Record<StateCode, Determiner> = {
  AC: 'o',
  AL: '',
  AP: 'o',
  AM: 'o',
  BA: 'a',
  CE: 'o',
  DF: 'o',
  ES: 'o',
  GO: '',
  MA: 'o',
  MT: '',
  MS: '',
  MG: '',
  PA: 'o',
  PB: 'a',
  PR: 'o',
  PE: '',
  PI: 'o',
  RJ: 'o',
  RN: 'o',
  RS: 'o',
  RO: '',
  RR: '',
  SC: '',
  SP: '',
  SE: '',
  TO: 'o',
};

/** "no Ceará", "em Pernambuco"; an unknown state is used as given, with "em". */
export function inState(state: string): string {
  const code = toStateCode(state);
  return code ? `${IN[STATE_ARTICLE[code]]} ${BRAZILIAN_STATES[code]}` : `em ${state}`;
}

/** Lower-cases the first letter so a full sentence can follow a colon. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "A", "A e B", "A, B e C". */
export function listInPortuguese(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
