import { useEffect, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { checkMaxLength, durationWords, TEXT_LIMITS, TEXT_MINIMUMS } from '@mare/domain';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Price } from '../../components/Price/Price.tsx';
import { formatDateTime } from '../../components/format/format.ts';
import { Textarea } from '../../components/Textarea/Textarea.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { FormAlert, TextField, requiredText, useZodForm, z } from '../../forms/index.ts';
import { QueryGate, withConnectionHint } from '../../components/QueryGate/QueryGate.tsx';
import {
  useAddService,
  useRemoveService,
  useServices,
  useUpdateService,
  type ProviderService,
  type ServiceInput,
} from './api/index.ts';
import { IncludedField } from './IncludedField.tsx';
import { RemoveButton } from './RemoveButton.tsx';
import { durationField, includedField, includedOf, parseDuration } from './service-form.ts';
import styles from './provider.module.css';

const STATUS: Record<ProviderService['status'], { tone: BadgeTone; text: string }> = {
  pending: { tone: 'info', text: 'Em análise' },
  approved: { tone: 'success', text: 'Publicado' },
  refused: { tone: 'danger', text: 'Recusado' },
};

/** "250", "250,00", "1.250,50" → centavos; null when it is not a price. */
export function parseReais(text: string): number | null {
  const clean = text.trim().replace(/^R\$\s*/, '');
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$/.test(clean)) return null;
  const [whole = '0', cents = ''] = clean.replace(/\./g, '').split(',');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

const MAX_PRICE = 10_000_000;
const text = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value ?? ''),
);

const schema = z
  .object({
    title: requiredText('Dê um nome ao serviço (ao menos 3 letras).', TEXT_LIMITS.serviceTitle),
    description: text,
    area: requiredText('Informe onde o serviço é prestado.', TEXT_LIMITS.serviceArea),
    onRequest: z.optional(z.boolean()),
    price: text,
    duration: durationField,
    included: includedField,
  })
  .check(
    z.superRefine(
      (
        values: { title: string; description: string; onRequest?: boolean; price: string },
        context,
      ) => {
        if (values.title.trim().length < TEXT_MINIMUMS.serviceTitle)
          context.addIssue({
            code: 'custom',
            message: 'Dê um nome ao serviço (ao menos 3 letras).',
            path: ['title'],
          });
        const description = checkMaxLength(values.description, TEXT_LIMITS.serviceDescription);
        if (description)
          context.addIssue({ code: 'custom', message: description, path: ['description'] });
        if (values.onRequest) return;
        const cents = parseReais(values.price);
        if (cents === null || cents > MAX_PRICE)
          context.addIssue({
            code: 'custom',
            message: 'Informe o preço em reais, como 250,00, ou marque "Sob consulta".',
            path: ['price'],
          });
      },
    ),
  );

/** Centavos → "1250,50", as the price field takes it. */
export function formatReais(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

type ServiceFormValues = {
  title: string;
  description: string;
  area: string;
  price: string;
  onRequest: boolean;
  duration: string;
  included: { text: string }[];
};

const EMPTY: ServiceFormValues = {
  title: '',
  description: '',
  area: '',
  price: '',
  onRequest: false,
  duration: '',
  included: [],
};

const valuesOf = (service: ProviderService): ServiceFormValues => ({
  title: service.title,
  description: service.description,
  area: service.area,
  price: service.price === null ? '' : formatReais(service.price),
  onRequest: service.price === null,
  duration: service.duration_minutes === null ? '' : String(service.duration_minutes),
  included: service.included.map((line) => ({ text: line })),
});

/** What saving an edit does to the service's review, as the database decides it. */
const EDIT_NOTE: Record<ProviderService['status'], string> = {
  approved:
    'Ao salvar, o serviço sai do ar e volta para análise da equipe Maré. Ele aparece de novo para os visitantes quando for aprovado.',
  refused: 'Ao salvar, o serviço volta para análise da equipe Maré.',
  pending: 'O serviço continua em análise da equipe Maré.',
};

/**
 * The service form, new or edited. On failure what was typed stays in the fields; a new
 * service's form empties only once it is saved.
 */
function ServiceForm({
  headingId,
  heading,
  initial,
  note,
  submitLabel,
  onSave,
  onCancel,
}: {
  headingId: string;
  heading: string;
  initial: ServiceFormValues;
  note?: string;
  submitLabel: string;
  onSave: (input: ServiceInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useZodForm(schema, initial);
  const { setFocus } = form;
  const onRequest = form.watch('onRequest');
  const included = useFieldArray({ control: form.control, name: 'included' });
  const isEdit = Boolean(onCancel);
  // An edit form replaces the item it opened from: the keyboard lands on its first field.
  useEffect(() => {
    if (isEdit) setFocus('title');
  }, [isEdit, setFocus]);
  const onSubmit = form.submit(async (values) => {
    try {
      await onSave({
        title: values.title,
        description: values.description.trim(),
        area: values.area,
        price: values.onRequest ? null : parseReais(values.price),
        duration_minutes: parseDuration(values.duration) ?? null,
        included: includedOf(values.included),
      });
      if (!onCancel) form.reset(EMPTY);
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={headingId} className={styles.formTitle}>
        {heading}
      </h3>
      {note && <p className={styles.muted}>{note}</p>}
      <TextField label="Título" {...form.field('title')} />
      <Textarea label="Descrição" rows={3} {...form.field('description')} />
      <TextField label="Região" hint="Onde você presta o serviço." {...form.field('area')} />
      <Checkbox label="Sob consulta (sem preço fixo)" {...form.register('onRequest')} />
      {!onRequest && (
        <TextField
          label="Preço (R$)"
          inputMode="decimal"
          hint="Ex.: 250,00"
          {...form.field('price')}
        />
      )}
      <TextField
        label="Duração em minutos (opcional)"
        inputMode="numeric"
        hint="Ex.: 150 para 2 h 30 min. Deixe em branco se varia."
        {...form.field('duration')}
      />
      <IncludedField
        lines={included.fields}
        onAdd={() => included.append({ text: '' })}
        onRemove={included.remove}
        register={(index) => form.register(`included.${index}.text`)}
        errorOf={(index) => form.formState.errors.included?.[index]?.text?.message}
      />
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <div className={styles.actions}>
        <Button type="submit" busy={form.pending} busyLabel="Enviando...">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}

function AddServiceForm() {
  const add = useAddService();
  return (
    <ServiceForm
      headingId="novo-servico"
      heading="Novo serviço"
      initial={EMPTY}
      submitLabel="Enviar para análise"
      onSave={async (input) => {
        await add.mutateAsync(input);
      }}
    />
  );
}

function ServiceItem({ service }: { service: ProviderService }) {
  const remove = useRemoveService();
  const update = useUpdateService();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const status = STATUS[service.status];
  const stopEditing = () => {
    setEditing(false);
    // Back on the item's own action once the form is gone.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (editing)
    return (
      <Card as="li" outlined>
        <ServiceForm
          headingId={`editar-servico-${service.id}`}
          heading={`Editar "${service.title}"`}
          initial={valuesOf(service)}
          note={EDIT_NOTE[service.status]}
          submitLabel="Salvar alterações"
          onSave={async (input) => {
            await update.mutateAsync({ service, input });
            stopEditing();
          }}
          onCancel={stopEditing}
        />
      </Card>
    );
  return (
    <Card as="li" outlined className={styles.item}>
      <div className={styles.itemText}>
        <strong>{service.title}</strong>
        <span className={styles.muted}>
          {service.area} ·{' '}
          {service.price === null ? 'Sob consulta' : <Price cents={service.price} />}
          {service.duration_minutes !== null && ` · ${durationWords(service.duration_minutes)}`}
        </span>
        {service.description && <span>{service.description}</span>}
        {service.included.length > 0 && (
          <span className={styles.muted}>Inclui: {service.included.join(' · ')}</span>
        )}
        {service.status === 'refused' && service.refusal_reason && (
          <span className={styles.refusal}>
            {service.reviewed_at
              ? `Recusado em ${formatDateTime(new Date(service.reviewed_at))}. `
              : ''}
            Motivo da recusa: {service.refusal_reason}
          </span>
        )}
      </div>
      <Badge tone={status.tone}>{status.text}</Badge>
      <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
        Editar<VisuallyHidden> {service.title}</VisuallyHidden>
      </Button>
      <RemoveButton
        name={service.title}
        description="Ele sai do seu perfil. Você pode desfazer logo em seguida (ele volta para análise)."
        busy={remove.isPending}
        onConfirm={() => remove.mutate(service)}
      />
    </Card>
  );
}

/** What the provider offers; each service is public only after the Maré team approves it. */
export function ServicesPanel() {
  return (
    <QueryGate
      variant="panel"
      errorMessage={withConnectionHint}
      id="servicos-titulo"
      title="Serviços"
      query={useServices()}
      loadingLabel="Carregando seus serviços..."
    >
      {(list) => (
        <div className={styles.stack}>
          <p className={styles.muted}>
            Cada serviço aparece para os visitantes depois que a equipe Maré confere os dados.
            Editar um serviço publicado o envia de novo para análise.
          </p>
          {list.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="Nenhum serviço cadastrado"
              description="Cadastre o que você oferece — guiamento, transfer, refeição, hospedagem — para receber pedidos."
            />
          ) : (
            <ul className={styles.items}>
              {list.map((service) => (
                <ServiceItem key={service.id} service={service} />
              ))}
            </ul>
          )}
          <AddServiceForm />
        </div>
      )}
    </QueryGate>
  );
}
