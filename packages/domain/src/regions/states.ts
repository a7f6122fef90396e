/** The 27 federative units of Brazil: UF code → official name. */
export const BRAZILIAN_STATES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;

export type StateCode = keyof typeof BRAZILIAN_STATES;

/** Lower case, no accents, single spaces: how user input and names are compared. */
export function normalizeStateText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const codeByKey = new Map<string, StateCode>(
  (Object.entries(BRAZILIAN_STATES) as [StateCode, string][]).flatMap(([code, name]) => [
    [normalizeStateText(code), code],
    [normalizeStateText(name), code],
  ]),
);

/** 'pe', 'Pernambuco', 'SAO PAULO', 'São Paulo' → the UF code; anything else → undefined. */
export function toStateCode(state: string): StateCode | undefined {
  return codeByKey.get(normalizeStateText(state));
}

/** The official name of a state given as code or name; unknown input comes back as given. */
export function stateName(state: string): string {
  const code = toStateCode(state);
  return code ? BRAZILIAN_STATES[code] : state;
}
