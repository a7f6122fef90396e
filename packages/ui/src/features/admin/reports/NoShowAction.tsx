import { useState } from 'react';
import type { SaleLine } from '@mare/domain';
import { AlertDialog } from '../../../components/AlertDialog/AlertDialog.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.tsx';
import { formatDateTime } from '../../../components/format/format.ts';
import { useClock } from '../../../clock/index.ts';
import { useAdminMarkNoShow } from '../api/index.ts';

/**
 * The admin's "Quem não veio" on one sold booking: from the departure's start on, a paid booking
 * can be marked no-show (or the mark undone), after a question. The same rules as the owner's
 * manifest (the server decides and audits); nothing for other bookings or before the start.
 */
export function NoShowAction({ line }: { line: SaleLine }) {
  const clock = useClock();
  const mark = useAdminMarkNoShow();
  const [open, setOpen] = useState(false);
  const noShow = line.status === 'no_show';
  if (line.status !== 'confirmed' && !noShow) return null;
  if (clock().getTime() < Date.parse(line.starts_at)) return null;
  const when = formatDateTime(new Date(line.starts_at));
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      tone={noShow ? 'primary' : 'danger'}
      trigger={
        <Button variant="secondary" size="sm">
          {noShow ? 'Desfazer' : 'Não veio'}
          <VisuallyHidden> — reserva {line.code}</VisuallyHidden>
        </Button>
      }
      title={
        noShow
          ? `Desfazer "não compareceu" da reserva ${line.code}?`
          : `Marcar a reserva ${line.code} como não compareceu?`
      }
      description={
        noShow
          ? `A reserva de ${line.buyer_name} em ${line.tour_title} (${when}) volta a constar como paga. A mudança fica registrada na auditoria em seu nome.`
          : `Ninguém da reserva de ${line.buyer_name} embarcou em ${line.tour_title} (${when}). O comprador verá "Não compareceu" em Minhas reservas; o valor pago não muda. A mudança fica registrada na auditoria em seu nome.`
      }
      confirmLabel={noShow ? 'Desfazer' : 'Marcar como não compareceu'}
      busyLabel="Salvando..."
      busy={mark.isPending}
      onConfirm={() =>
        mark.mutate(
          { bookingId: line.booking_id, code: line.code, noShow: !noShow },
          { onSettled: () => setOpen(false) },
        )
      }
    />
  );
}
