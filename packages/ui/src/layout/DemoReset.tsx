import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuthTasks } from '../auth/index.ts';
import { useBackendPromise } from '../backend/index.ts';
import { AlertDialog } from '../components/AlertDialog/AlertDialog.tsx';
import { Button } from '../components/Button/Button.tsx';
import { PATHS } from '../routes.ts';
import { MAIN_CONTENT_ID } from './main-content.ts';

export const DEMO_RESET_MESSAGES = {
  action: 'Restaurar dados de demonstração',
  title: 'Restaurar os dados de demonstração?',
  description:
    'Tudo o que foi criado ou alterado neste navegador (contas, cadastros, arquivos e e-mails de teste) volta ao estado inicial, e você sai da conta. Isso não pode ser desfeito.',
  confirm: 'Restaurar dados',
  busy: 'Restaurando...',
  done: 'Dados de demonstração restaurados. Entre de novo com uma das contas de teste.',
  failed: 'Não foi possível restaurar os dados de demonstração. Tente novamente.',
} as const;

/**
 * Demo mode's "start over": asks first, then signs the person out on this device, puts the demo
 * database back to the seed and goes home. The capability comes from the site's backend.
 */
export function DemoReset() {
  const loadBackend = useBackendPromise();
  const navigate = useNavigate();
  const { quietly } = useAuthTasks();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // After a reset the page under the dialog is another (signed out, home): focus goes to its
  // heading, as after a link, not back to the footer button the person left behind.
  const restored = useRef(false);

  async function restore() {
    setBusy(true);
    try {
      const { supabase, resetDemo } = await loadBackend();
      if (!resetDemo) throw new Error('this backend cannot reset demo data');
      // Before the reset, while the session still exists on the mock server. Quietly: the
      // reset's own toast says the person is out, and a second one stacked above it hid it.
      await quietly(() => supabase.auth.signOut({ scope: 'local' }));
      await resetDemo();
      restored.current = true;
      setOpen(false);
      toast.success(DEMO_RESET_MESSAGES.done);
      navigate(PATHS.home);
    } catch {
      toast.error(DEMO_RESET_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          {DEMO_RESET_MESSAGES.action}
        </Button>
      }
      title={DEMO_RESET_MESSAGES.title}
      description={DEMO_RESET_MESSAGES.description}
      confirmLabel={DEMO_RESET_MESSAGES.confirm}
      busyLabel={DEMO_RESET_MESSAGES.busy}
      busy={busy}
      onConfirm={() => void restore()}
      onCloseAutoFocus={(event) => {
        if (!restored.current) return;
        restored.current = false;
        event.preventDefault();
        // The page's heading where it takes focus (announced, and the page shows from its top).
        const main = document.getElementById(MAIN_CONTENT_ID);
        const heading = main?.querySelector<HTMLElement>('h1[tabindex="-1"]');
        (heading ?? main)?.focus();
      }}
    />
  );
}
