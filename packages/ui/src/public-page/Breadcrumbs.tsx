import { Link } from 'react-router-dom';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** Início › Blog › the page; the last one is where the person is. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Navegação estrutural">
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.path} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {item.name}
              </span>
            ) : (
              <Link to={item.path} className={styles.link}>
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
