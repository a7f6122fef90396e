import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { PageFallback } from './PageFallback.tsx';
import { MAIN_CONTENT_ID } from './main-content.ts';
import styles from './layout.module.css';

/** Skip link, header, the routed page (loaded on demand) and footer. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
