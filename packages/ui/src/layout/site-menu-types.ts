import type { RefObject } from 'react';
import type { DashboardLink } from './dashboard-link.ts';

/** What the menu knows of the person: its account links depend on it. */
export type MenuAccount =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; displayName: string | null; dashboard: DashboardLink | null };

export interface SiteMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: MenuAccount;
  /** Gets the focus back when the menu closes without leaving the page. */
  trigger: RefObject<HTMLButtonElement | null>;
}
