import { Button } from '../Button/Button.tsx';
import styles from './Pagination.module.css';

/** The pages to list: first, last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((candidate) => candidate >= 1 && candidate <= pageCount);
  pages.sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const candidate of pages) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && candidate - previous > 1) result.push(null);
    result.push(candidate);
  }
  return result;
}

/** Previous, numbered pages and next. Pages count from 1. On a phone: "Página 2 de 9". */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Paginação',
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Anterior
      </Button>
      <ul className={styles.pages}>
        {pageWindow(page, pageCount).map((candidate, index) =>
          candidate === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={candidate}>
              <Button
                variant={candidate === page ? 'primary' : 'ghost'}
                size="sm"
                aria-current={candidate === page ? 'page' : undefined}
                aria-label={`Página ${candidate}`}
                onClick={() => onPageChange(candidate)}
              >
                {candidate}
              </Button>
            </li>
          ),
        )}
      </ul>
      <span className={styles.status}>
        Página {page} de {pageCount}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Próxima
      </Button>
    </nav>
  );
}
