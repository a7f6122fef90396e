import { ROUTE_PATTERNS } from '../../../routes.ts';

/** `/boat-owners/saidas/<id>/passageiros`: where a departure's passenger list opens. */
export const departureManifestPath = (departureId: string) =>
  ROUTE_PATTERNS.boatOwnerManifest.replace(':id', encodeURIComponent(departureId));
