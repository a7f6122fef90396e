import { useState } from 'react';
import { toast } from 'sonner';
import type { MyBooking } from '@mare/domain';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { FormAlert } from '../../components/FormAlert/FormAlert.tsx';
import { formatBRL } from '../../components/format/format.ts';
import { useCancelBookingMutation } from './api/cancel-booking-mutation.ts';
import { refundRuleText } from './booking-format.ts';

/** "Cancelar reserva": what comes back is said before asking (the database's own preview). */
export function CancelBooking({ booking }: { booking: MyBooking }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = booking.refund_preview;
  // The mutation reads every booking query again once the person has been told.
  const cancel = useCancelBookingMutation({
    onSuccess: (answer) => {
      setOpen(false);
      toast.success(
        answer.refund.amount > 0
          ? `Reserva cancelada. Reembolso de ${formatBRL(answer.refund.amount)} a caminho.`
          : 'Reserva cancelada.',
      );
    },
    onError: (failure) => {
      setOpen(false);
      setError(failure.message);
    },
  });
  if (!preview) return null;
  const paid = booking.total ?? 0;
  const description =
    preview.rule === 'unpaid'
      ? 'Os lugares serão liberados e o código Pix deixa de valer. Nada foi cobrado.'
      : preview.amount >= paid
        ? `Você recebe de volta ${formatBRL(preview.amount)}, o valor integral (${refundRuleText(preview.rule)}).`
        : `Você recebe de volta ${formatBRL(preview.amount)} de ${formatBRL(paid)} pagos (${refundRuleText(preview.rule)}). Fora do prazo de cancelamento grátis, parte do valor não é devolvida.`;
  return (
    <div>
      <AlertDialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="danger">Cancelar reserva</Button>}
        title={`Cancelar a reserva ${booking.code}?`}
        description={description}
        confirmLabel="Cancelar reserva"
        busyLabel="Cancelando..."
        cancelLabel="Manter reserva"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(booking.id)}
      />
      <FormAlert message={error} />
    </div>
  );
}
