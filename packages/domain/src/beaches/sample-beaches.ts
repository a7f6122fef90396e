import { alterDoChao } from './alter-do-chao.ts';
import { baiaDoSancho } from './baia-do-sancho.ts';
import { jericoacoara } from './jericoacoara.ts';
import { praiaDoForno } from './praia-do-forno.ts';
import { praiaDoRosa } from './praia-do-rosa.ts';
import type { Beach } from './types.ts';

/** The built-in sample beaches: four regions, one of them in Pará. */
export const SAMPLE_BEACHES: readonly Beach[] = Object.freeze([
  baiaDoSancho,
  jericoacoara,
  praiaDoForno,
  praiaDoRosa,
  alterDoChao,
]);

/** The sample-data picker of the spec: always the same 5 beaches, in the same order. */
export function pickSampleBeaches(): Beach[] {
  return [...SAMPLE_BEACHES];
}

export function findBeach(
  id: string,
  beaches: readonly Beach[] = SAMPLE_BEACHES,
): Beach | undefined {
  return beaches.find((beach) => beach.id === id);
}
