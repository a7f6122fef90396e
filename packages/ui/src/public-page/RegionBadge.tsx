import { Badge } from '../components/Badge/Badge.tsx';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.tsx';

/** A beach's or an article's region, as a badge. */
export function RegionBadge({ name }: { name: string }) {
  return (
    <Badge tone="info">
      <VisuallyHidden>Região: </VisuallyHidden>
      {name}
    </Badge>
  );
}
