import { certificateState, checkMaxLength, TEXT_LIMITS, type CertificateState } from '@mare/domain';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { DateField } from '../../components/DateField/DateField.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { useClock } from '../../clock/index.ts';
import { FormAlert, TextField, requiredText, useZodForm, z } from '../../forms/index.ts';
import { QueryGate, withConnectionHint } from '../../components/QueryGate/QueryGate.tsx';
import {
  useAddCertificate,
  useCertificates,
  useRemoveCertificate,
  type Certificate,
} from './api/index.ts';
import { brDate, saoPauloDay } from './dates.ts';
import { RemoveButton } from './RemoveButton.tsx';
import styles from './provider.module.css';

function stateBadge(state: CertificateState): { tone: BadgeTone; text: string } {
  if (state.kind === 'expired')
    return {
      tone: 'danger',
      text: `Vencido há ${-state.days} ${-state.days === 1 ? 'dia' : 'dias'}`,
    };
  if (state.kind === 'expiring')
    return {
      tone: 'warning',
      text:
        state.days === 0
          ? 'Vence hoje'
          : `Vence em ${state.days} ${state.days === 1 ? 'dia' : 'dias'}`,
    };
  return { tone: 'success', text: 'Em dia' };
}

const schema = z.object({
  name: requiredText('Informe o nome do certificado.', TEXT_LIMITS.certificateName),
  issuer: z.pipe(
    z.optional(z.string()).check(
      z.superRefine((value: string | undefined, context) => {
        const message = checkMaxLength(value ?? '', TEXT_LIMITS.certificateIssuer);
        if (message) context.addIssue({ code: 'custom', message });
      }),
    ),
    z.transform((value: string | undefined) => (value ?? '').trim()),
  ),
  expires_on: requiredText('Informe a data de validade.'),
});

function AddCertificateForm() {
  const add = useAddCertificate();
  const form = useZodForm(schema);
  const onSubmit = form.submit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ name: '', issuer: '', expires_on: '' });
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="novo-certificado"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="novo-certificado" className={styles.formTitle}>
        Adicionar certificado
      </h3>
      <TextField label="Certificado" hint="Ex.: Primeiros socorros" {...form.field('name')} />
      <TextField label="Emitido por (opcional)" {...form.field('issuer')} />
      <DateField label="Validade" {...form.field('expires_on')} />
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <Button type="submit" busy={form.pending} busyLabel="Adicionando...">
        Adicionar certificado
      </Button>
    </form>
  );
}

function CertificateItem({ certificate, today }: { certificate: Certificate; today: string }) {
  const remove = useRemoveCertificate();
  const badge = stateBadge(certificateState(certificate.expires_on, today));
  return (
    <Card as="li" outlined className={styles.item}>
      <div className={styles.itemText}>
        <strong>{certificate.name}</strong>
        <span className={styles.muted}>
          {certificate.issuer ? `${certificate.issuer} · ` : ''}Validade{' '}
          {brDate(certificate.expires_on)}
        </span>
      </div>
      <Badge tone={badge.tone}>{badge.text}</Badge>
      <RemoveButton
        name={certificate.name}
        description="Ele deixa de aparecer no seu perfil. Você pode desfazer logo em seguida."
        busy={remove.isPending}
        onConfirm={() => remove.mutate(certificate)}
      />
    </Card>
  );
}

function Certificates({ list }: { list: Certificate[] }) {
  const clock = useClock();
  const today = saoPauloDay(clock());
  const attention = list
    .map((c) => ({ c, state: certificateState(c.expires_on, today) }))
    .filter(({ state }) => state.kind !== 'valid');
  return (
    <div className={styles.stack}>
      {attention.length > 0 && (
        <FormAlert
          tone="warning"
          message={`Atenção: ${attention
            .map(({ c, state }) =>
              state.kind === 'expired'
                ? `"${c.name}" venceu em ${brDate(c.expires_on)}`
                : `"${c.name}" vence em ${brDate(c.expires_on)}`,
            )
            .join('; ')}. Renove para continuar recebendo pedidos.`}
        />
      )}
      {list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Nenhum certificado cadastrado"
          description="Primeiros socorros, condução de embarcação, idiomas: certificados em dia passam confiança a quem contrata."
        />
      ) : (
        <ul className={styles.items}>
          {list.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} today={today} />
          ))}
        </ul>
      )}
      <AddCertificateForm />
    </div>
  );
}

/** Certificates with their expiry; a warning from 30 days before one expires. */
export function CertificatesPanel() {
  return (
    <QueryGate
      variant="panel"
      errorMessage={withConnectionHint}
      id="certificados-titulo"
      title="Certificados"
      query={useCertificates()}
      loadingLabel="Carregando seus certificados..."
    >
      {(list) => <Certificates list={list} />}
    </QueryGate>
  );
}
