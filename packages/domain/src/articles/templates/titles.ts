import type { Variants } from './context.ts';

export const TITLE_VARIANTS: Variants = [
  ({ beach }) => `${beach.name}: o que saber antes de ir`,
  ({ beach }) => `${beach.name} (${beach.state}): guia para a sua próxima viagem`,
  ({ place }) => `Por que ${place.the} deve estar no seu roteiro`,
  ({ place }) => `${place.The}: natureza, história e curiosidades`,
  ({ place, inState }) => `Descubra ${place.the}, ${inState}`,
];
