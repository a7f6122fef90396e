import { Badge } from '../../components/Badge/Badge.tsx';
import { availability, seatsLabel } from './listing.ts';

/** Seats left on a departure: "8 lugares", "Quase esgotado · 3 lugares", "Esgotado". */
export function AvailabilityBadge({ left, total }: { left: number; total: number }) {
  const state = availability(left, total);
  if (state.kind === 'sold-out') return <Badge tone="danger">Esgotado</Badge>;
  if (state.kind === 'almost')
    return <Badge tone="warning">{`Quase esgotado · ${seatsLabel(state.left)}`}</Badge>;
  return <Badge tone="success">{seatsLabel(state.left)}</Badge>;
}
