import { useSyncExternalStore } from 'react';
import { DemoStartup } from '@mare/ui';
import { IDLE, type DemoStartupStore } from './demo-startup.ts';

/** The demo database's start-up, from the store main.tsx feeds (idle in prerendered HTML). */
export function DemoStartupIndicator({ store }: { store: DemoStartupStore }) {
  const state = useSyncExternalStore(store.subscribe, store.get, () => IDLE);
  return <DemoStartup state={state} onRetry={() => window.location.reload()} />;
}
