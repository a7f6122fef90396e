import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '../auth/index.ts';
import { call, useBackend } from '../backend/index.ts';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { QueryGate, withConnectionHint } from '../components/QueryGate/QueryGate.tsx';
import styles from './dashboard.module.css';

export const EMAIL_PREFERENCE_MESSAGES = {
  label: 'Receber avisos opcionais por e-mail',
  hint: 'Lembretes do Pix e da véspera do passeio, revisões de passeios e barcos, pedidos de parceiros. Confirmações de reserva, cancelamentos e reembolsos chegam sempre.',
  on: 'Pronto: você volta a receber os avisos opcionais por e-mail.',
  off: 'Pronto: os avisos opcionais não serão mais enviados por e-mail.',
  failed: 'Não foi possível salvar sua preferência de e-mails. Nada mudou; tente novamente.',
  loadFailed: 'Não foi possível carregar sua preferência de e-mails',
} as const;

const key = (userId: string | undefined) => ['email-preferences', userId] as const;

interface EmailPreferences {
  optional_emails: boolean;
}

/**
 * The person's switch for the non-essential e-mails (public.set_email_preferences): reminders,
 * reviews, boats and requests. Booking, cancellation and refund e-mails are always sent.
 */
export function EmailPreferencesPanel({ titleClassName }: { titleClassName?: string }) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(user?.id),
    enabled: Boolean(user),
    queryFn: async () =>
      (await call(
        supabase.rpc('my_email_preferences'),
        () => EMAIL_PREFERENCE_MESSAGES.loadFailed,
      )) as unknown as EmailPreferences,
  });
  const save = useMutation({
    mutationFn: async (optional: boolean) =>
      (await call(
        supabase.rpc('set_email_preferences', { optional_emails: optional }),
        () => EMAIL_PREFERENCE_MESSAGES.failed,
      )) as unknown as EmailPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(key(user?.id), saved);
      toast.success(
        saved.optional_emails ? EMAIL_PREFERENCE_MESSAGES.on : EMAIL_PREFERENCE_MESSAGES.off,
      );
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <QueryGate
      variant="panel"
      id="emails-titulo"
      title="Avisos por e-mail"
      titleClassName={titleClassName}
      errorMessage={withConnectionHint}
      query={query}
      loadingLabel="Carregando sua preferência de e-mails..."
    >
      {(preferences) => (
        <div className={styles.form}>
          <Checkbox
            name="optional_emails"
            label={EMAIL_PREFERENCE_MESSAGES.label}
            hint={EMAIL_PREFERENCE_MESSAGES.hint}
            checked={save.isPending ? save.variables : preferences.optional_emails}
            disabled={save.isPending}
            aria-busy={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
          />
        </div>
      )}
    </QueryGate>
  );
}
