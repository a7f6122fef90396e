import { useState } from 'react';
import { toast } from 'sonner';
import {
  CANCEL_DETAILS_MAX,
  CANCEL_REASONS,
  type CancelReasonChoice,
  type DepartureManifest,
} from '@mare/domain';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { formatBRL } from '../../../components/format/format.ts';
import { FormAlert, useZodForm, z } from '../../../forms/index.ts';
import { useCancelDeparture } from '../api/index.ts';
import styles from './manifest.module.css';

const choices = CANCEL_REASONS.map((reason) => reason.value) as [
  CancelReasonChoice,
  ...CancelReasonChoice[],
];

const schema = z
  .object({
    reason: z.enum(choices, 'Escolha o motivo do cancelamento.'),
    other: z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined) => value ?? ''),
    ),
  })
  .check(
    z.superRefine((values: { reason: CancelReasonChoice; other: string }, context) => {
      const other = values.other.trim();
      if (values.reason === 'other' && other.length < 3)
        context.addIssue({
          code: 'custom',
          message: 'Conte o motivo em poucas palavras (ao menos 3 letras).',
          path: ['other'],
        });
      else if (other.length > CANCEL_DETAILS_MAX)
        context.addIssue({
          code: 'custom',
          message: `Use no máximo ${CANCEL_DETAILS_MAX} caracteres.`,
          path: ['other'],
        });
    }),
  );

/**
 * "Cancelar saída": a reason, then every booking is cancelled and refunded in full at once. It
 * cannot be undone, so the dialog says what will happen; a failure keeps what was typed.
 */
export function CancelDepartureDialog({ manifest }: { manifest: DepartureManifest }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelDeparture(manifest.departure.id);
  const form = useZodForm(schema, { reason: 'weather', other: '' });
  const reason = form.watch('reason');
  const bookings = manifest.bookings.length;
  const paid = manifest.bookings
    .filter((b) => b.status === 'confirmed')
    .reduce((sum, b) => sum + (b.total ?? 0), 0);

  const onSubmit = form.submit(async (values) => {
    try {
      const result = await cancel.mutateAsync({ code: values.reason, details: values.other });
      setOpen(false);
      toast.success(
        `Saída cancelada: ${result.bookings_cancelled} ${result.bookings_cancelled === 1 ? 'reserva cancelada' : 'reservas canceladas'} e ${formatBRL(result.refunded_total)} devolvidos.`,
      );
    } catch (error) {
      const message = (error as Error).message;
      form.setMessage({ text: message, tone: 'error' });
      toast.error(message);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!form.pending) setOpen(next);
      }}
      title="Cancelar saída"
      description={
        bookings === 0
          ? 'Ninguém reservou esta saída ainda. Ela sai da venda e não pode ser reaberta.'
          : `As ${bookings} reservas desta saída serão canceladas e ${formatBRL(paid)} já pagos voltam por inteiro aos compradores. Isto não pode ser desfeito.`
      }
      trigger={<Button variant="danger">Cancelar saída</Button>}
    >
      <form
        className={styles.cancelForm}
        noValidate
        aria-label="Motivo do cancelamento"
        onSubmit={(event) => void onSubmit(event)}
      >
        <RadioGroup
          legend="Motivo"
          options={CANCEL_REASONS.map((r) => ({ value: r.value, label: r.label }))}
          error={form.errorOf('reason')}
          {...form.register('reason')}
        />
        <Textarea
          label={reason === 'other' ? 'Qual o motivo?' : 'Detalhes (opcional)'}
          hint={
            reason === 'other'
              ? 'Os passageiros leem este texto na reserva e na mensagem.'
              : 'Por exemplo: Capitania dos Portos. Os passageiros leem o motivo na reserva.'
          }
          rows={3}
          maxLength={CANCEL_DETAILS_MAX + 50}
          {...form.field('other')}
        />
        <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
        <div className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="secondary" disabled={form.pending}>
              Voltar
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            busy={form.pending}
            busyLabel="Cancelando e reembolsando..."
          >
            Cancelar saída e reembolsar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
