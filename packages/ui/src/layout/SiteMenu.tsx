import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { afterLoadWhenIdle } from '../backend/when-idle.ts';
import { Button } from '../components/Button/index.ts';
import { showToast } from '../components/Toaster/toasts.ts';
import { useHydrated } from '../hydration/index.ts';
// Where the header shows the menu button (layout.module.css).
import { PHONE_LAYOUT } from '../styles/breakpoints.ts';
import type { MenuAccount, SiteMenuPanelProps } from './site-menu-types.ts';
import styles from './layout.module.css';

export const MENU_LOAD_FAILED =
  'Não foi possível abrir o menu. Verifique a conexão e tente de novo.';

type Panel = ComponentType<SiteMenuPanelProps>;
let loading: Promise<Panel> | null = null;

/**
 * The panel (radix Dialog) loads apart from the page: every page shows the header, and the
 * dialog's code would weigh on each first load. A failed load is forgotten, so a tap retries.
 */
function loadPanel(): Promise<Panel> {
  loading ??= import('./SiteMenuPanel.tsx').then(
    (module) => module.SiteMenuPanel,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The menu button of small screens and the panel it opens. */
export function SiteMenu({ account, className }: { account: MenuAccount; className?: string }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Back or forward to another page while it is open closes it (adjusted while rendering).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const [panel, setPanel] = useState<{ Panel: Panel } | null>(null);
  const [opening, setOpening] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  // Fetched once the page is idle, so the first tap opens at once; only where the button shows.
  useEffect(() => {
    if (!window.matchMedia(PHONE_LAYOUT).matches) return;
    return afterLoadWhenIdle(() => void loadPanel().catch(() => undefined));
  }, []);

  const openMenu = async () => {
    if (panel) {
      setOpen(true);
      return;
    }
    setOpening(true);
    try {
      const Panel = await loadPanel();
      setPanel({ Panel });
      setOpen(true);
    } catch {
      showToast((toast) => toast.error(MENU_LOAD_FAILED));
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className={className}>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        className={styles.onDark}
        aria-haspopup="dialog"
        aria-expanded={open}
        // On a prerendered page a tap before hydration would do nothing: it shows as not ready.
        disabled={!hydrated}
        busy={opening}
        onClick={() => void openMenu()}
      >
        <svg
          aria-hidden="true"
          className={styles.menuIcon}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          focusable="false"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        Menu
      </Button>
      {panel && (
        <panel.Panel open={open} onOpenChange={setOpen} account={account} trigger={trigger} />
      )}
    </div>
  );
}
