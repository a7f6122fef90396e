import { Button } from '../components/Button/Button.tsx';
import styles from './public-page.module.css';

/** Above a filtered list: how many it shows (announced), and "Limpar filtros" when it helps. */
export function ResultsBar({
  count,
  canClear,
  onClear,
}: {
  count: string;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <div className={styles.resultsBar}>
      <p role="status" aria-live="polite" className={styles.count}>
        {count}
      </p>
      {canClear && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Limpar filtros
        </Button>
      )}
    </div>
  );
}
