import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../components/Button/index.ts';
import { PATHS } from '../routes.ts';
import { MAIN_CONTENT_ID } from './main-content.ts';
import type { SiteMenuPanelProps } from './site-menu-types.ts';
import styles from './layout.module.css';

/**
 * The small screens' navigation: a modal panel (focus kept inside, Esc and the backdrop close
 * it). Closing it returns the focus to the menu button; following a link sends it to the new
 * page's content instead, where a keyboard or screen-reader user goes on reading.
 */
export function SiteMenuPanel({ open, onOpenChange, account, trigger }: SiteMenuPanelProps) {
  const followedLink = useRef(false);
  const follow = () => {
    followedLink.current = true;
    onOpenChange(false);
  };
  const item = (to: string, label: string, end = false) => (
    <li>
      <NavLink to={to} end={end} onClick={follow} className={styles.menuLink}>
        {label}
      </NavLink>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.menuOverlay} />
        <Dialog.Content
          className={styles.menuPanel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = followedLink.current
              ? document.getElementById(MAIN_CONTENT_ID)
              : trigger.current;
            followedLink.current = false;
            target?.focus();
          }}
        >
          <div className={styles.menuTop}>
            <Dialog.Title className={styles.menuTitle}>Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                Fechar
              </Button>
            </Dialog.Close>
          </div>
          {account.kind === 'signed-in' && account.displayName && (
            <p className={styles.menuWho}>
              Conectado como <strong>{account.displayName}</strong>
            </p>
          )}
          <nav aria-label="Menu do site">
            <ul className={styles.menuList}>
              {item(PATHS.home, 'Início', true)}
              {item(PATHS.tours, 'Passeios')}
              {item(PATHS.providers, 'Guias e serviços')}
              {item(PATHS.blog, 'Blog')}
              {account.kind === 'signed-in' &&
                account.dashboard &&
                item(account.dashboard.path, account.dashboard.label)}
              {account.kind === 'signed-in' && item(PATHS.myBookings, 'Minhas reservas')}
              {account.kind === 'signed-in' && item(PATHS.myRequests, 'Minhas solicitações')}
              {account.kind === 'signed-out' && item(PATHS.signIn, 'Entrar')}
              {account.kind === 'signed-out' && item(PATHS.signUp, 'Criar conta')}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
