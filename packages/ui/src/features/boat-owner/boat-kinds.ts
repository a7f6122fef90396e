import type { BoatKind } from './api/index.ts';

export const BOAT_KIND_LABELS: Record<BoatKind, string> = {
  escuna: 'Escuna',
  lancha: 'Lancha',
  catamara: 'Catamarã',
  saveiro: 'Saveiro',
  jangada: 'Jangada',
  outro: 'Outro',
};

export const BOAT_KIND_OPTIONS = Object.entries(BOAT_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Amenities a visitor looks for; the owner ticks them. */
export const AMENITIES = [
  'banheiro',
  'bar a bordo',
  'toldo',
  'colete para todos',
  'equipamento de snorkel',
  'escada de mergulho',
  'som ambiente',
  'caixa térmica',
  'acessível para cadeira de rodas',
] as const;
