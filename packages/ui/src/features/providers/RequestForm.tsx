import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ProviderProfile, SentProviderRequest } from '@mare/domain';
import { useAuth } from '../../auth/index.ts';
import { RequestError } from '../../backend/index.ts';
import { useClock } from '../../clock/index.ts';
import { useHydrated } from '../../hydration/index.ts';
import { Button } from '../../components/Button/Button.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { formatBRL, formatDateTime } from '../../components/format/format.ts';
import { Textarea } from '../../components/Textarea/Textarea.tsx';
import { FormAlert, SelectField, SubmitButton, TextField, useZodForm } from '../../forms/index.ts';
import type { RedirectState } from '../../guards/index.ts';
import { PATHS, providerPath } from '../../routes.ts';
import { useTabStorage } from '../../tab-storage/index.ts';
import { useSendRequestMutation } from './api/send-request.ts';
import { REQUEST_PEOPLE } from '@mare/domain';
import {
  lastRequestDay,
  requestDrafts,
  requestInput,
  requestSchema,
  saoPauloDay,
  type RequestField,
} from './request-form.ts';
import styles from './providers.module.css';

/** The form's place on the page: the way back from sign-in lands on it. */
export const REQUEST_ANCHOR = 'solicitar';

/** Which field a refusal is about, so its message sits beside it. */
const REFUSAL_FIELDS: Readonly<Record<string, RequestField>> = {
  invalid_service: 'servico',
  invalid_date: 'data',
  invalid_people: 'pessoas',
  invalid_phone: 'telefone',
  invalid_message: 'mensagem',
};

function Sent({
  provider,
  sent,
  onAnother,
}: {
  provider: ProviderProfile;
  sent: SentProviderRequest;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.sent}>
      <h3 ref={heading} tabIndex={-1} className={styles.formTitle}>
        Solicitação enviada
      </h3>
      <p className={styles.text}>
        {`${provider.business_name} responde até ${formatDateTime(new Date(sent.reply_by))}. Você recebe a resposta por e-mail e em Minhas solicitações.`}
      </p>
      <ButtonSlot fullWidth>
        <Link to={PATHS.myRequests}>Ver minhas solicitações</Link>
      </ButtonSlot>
      <Button variant="ghost" fullWidth onClick={onAnother}>
        Enviar outra solicitação
      </Button>
    </div>
  );
}

/**
 * The request to the provider: service, date, people, message and the phone to be reached on.
 * Signed out, the form still takes everything and keeps it in the tab while the person signs in;
 * the way back from sign-in lands here with it filled. `chosen` picks a service from its card.
 */
export function RequestForm({
  provider,
  chosen,
}: {
  provider: ProviderProfile;
  chosen: { id: string; at: number } | null;
}) {
  const { user } = useAuth();
  const clock = useClock();
  const navigate = useNavigate();
  const location = useLocation();
  const storage = useTabStorage();
  const drafts = useMemo(() => requestDrafts(storage), [storage]);
  const today = saoPauloDay(clock());
  // The build's day is not the visitor's: the date's lower bound is drawn once hydrated.
  const hydrated = useHydrated();
  const services = useMemo(() => provider.services.map((service) => service.id), [provider]);
  const schema = useMemo(() => requestSchema({ today, services }), [today, services]);
  // Read once: the form owns the values from then on.
  const [restored] = useState(() => drafts.load(provider.slug));
  const form = useZodForm(schema, { pessoas: '2', ...restored });
  const [sent, setSent] = useState<SentProviderRequest | null>(null);
  const send = useSendRequestMutation(provider.id);
  const heading = useRef<HTMLHeadingElement>(null);

  // Every change is kept for this provider only, until the request is sent.
  const { watch, setValue, setFocus } = form;
  useEffect(() => {
    const subscription = watch((values) => drafts.save(provider.slug, values));
    return () => subscription.unsubscribe();
  }, [watch, drafts, provider.slug]);

  // Back from sign-in (or a link to the form): the form is where the person is.
  const arrivedAtForm = location.hash === `#${REQUEST_ANCHOR}`;
  useEffect(() => {
    if (arrivedAtForm) heading.current?.focus();
  }, [arrivedAtForm]);

  // "Solicitar" on a service's card chooses it here; the date is next.
  useEffect(() => {
    if (!chosen) return;
    setValue('servico', chosen.id, { shouldDirty: true });
    setFocus('data');
  }, [chosen, setValue, setFocus]);

  const onSubmit = form.submit(async (values) => {
    if (!user) {
      // Everything typed is in the tab's draft: sign-in brings the person back to it.
      const state: RedirectState = { from: `${providerPath(provider.slug)}#${REQUEST_ANCHOR}` };
      await navigate(PATHS.signIn, { state });
      return;
    }
    try {
      const answer = await send.mutateAsync(requestInput(values));
      form.reset({ servico: '', data: '', pessoas: '2', mensagem: '', telefone: values.telefone });
      // After the reset, which the draft's watcher would otherwise keep.
      drafts.clear(provider.slug);
      setSent(answer);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof RequestError ? REFUSAL_FIELDS[error.code] : undefined;
      if (field) form.setError(field, { message }, { shouldFocus: true });
      form.setMessage({ text: message, tone: 'error' });
    }
  });

  const options = provider.services.map((service) => ({
    value: service.id,
    label: `${service.title} — ${service.price === null ? 'sob consulta' : formatBRL(service.price)}`,
  }));

  return (
    <section aria-labelledby="solicitar-titulo" className={styles.requestBox}>
      <h2 id="solicitar-titulo" ref={heading} tabIndex={-1} className={styles.formTitle}>
        Solicitar serviço
      </h2>
      {sent ? (
        <Sent
          provider={provider}
          sent={sent}
          onAnother={() => {
            setSent(null);
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      ) : (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-describedby="solicitar-status"
        >
          <p className={styles.note}>
            {`${provider.business_name} responde em até 48 horas. Nada é cobrado pela Maré: o valor é combinado com o prestador.`}
          </p>
          <SelectField
            label="Serviço"
            placeholder="Escolha o serviço"
            options={options}
            {...form.field('servico')}
          />
          <TextField
            label="Data"
            type="date"
            min={hydrated ? today : undefined}
            max={hydrated ? lastRequestDay(today) : undefined}
            {...form.field('data')}
          />
          <TextField
            label="Pessoas"
            type="number"
            inputMode="numeric"
            min={REQUEST_PEOPLE.min}
            max={REQUEST_PEOPLE.max}
            {...form.field('pessoas')}
          />
          <Textarea
            label="Mensagem"
            hint="Conte o que você precisa: horário, ponto de encontro, dúvidas."
            {...form.field('mensagem')}
          />
          <TextField
            label="WhatsApp para contato"
            hint="Com DDD. O prestador vê o número só depois de aceitar."
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...form.field('telefone')}
          />
          <div id="solicitar-status">
            <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
          </div>
          {!user && (
            <p className={styles.note}>
              Para enviar, entre na sua conta. O que você escreveu fica guardado.
            </p>
          )}
          <SubmitButton pending={form.pending} pendingLabel="Enviando...">
            {user ? 'Enviar solicitação' : 'Entrar para enviar'}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
