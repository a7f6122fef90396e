import type { MyBooking } from '@mare/domain';
import { formatBRL, formatDateTime } from '../../components/format/format.ts';
import { REFUND_SHORT, refundProgress, refundRuleText } from './booking-format.ts';
import styles from './booking.module.css';

/**
 * The money back of a cancelled booking, as far as the PSP has got: being prepared, sent (the
 * devolução is on its way), done (DEVOLVIDO), or refused by the bank (an admin takes it over).
 */
export function RefundNote({ booking }: { booking: MyBooking }) {
  const progress = refundProgress(booking.refunds);
  if (!progress) return <p className={styles.muted}>Nada foi cobrado por esta reserva.</p>;
  const rule = booking.refunds.find((refund) => refund.amount > 0)?.rule;
  const amount = formatBRL(progress.amount);
  return (
    <>
      <p>
        Reembolso de {amount}
        {rule ? ` (${refundRuleText(rule)})` : ''}, pelo Pix usado no pagamento.
      </p>
      <p role="status" className={styles.refundStatus} data-refund={progress.status}>
        {progress.status === 'pending' &&
          'Reembolso em preparação: vamos enviar a devolução ao seu banco em instantes.'}
        {progress.status === 'sent' &&
          `${REFUND_SHORT.sent}: o seu banco está creditando ${amount} na conta que pagou o Pix.`}
        {progress.status === 'done' &&
          `${REFUND_SHORT.done}${
            progress.doneAt
              ? ` em ${formatDateTime(new Date(progress.doneAt), 'date')}, às ${formatDateTime(new Date(progress.doneAt), 'time')}`
              : ''
          }: ${amount} voltaram para a conta que pagou o Pix.`}
        {progress.status === 'refused' &&
          `O banco não conseguiu concluir a devolução de ${amount}. Não se preocupe: nossa equipe já foi avisada e vai falar com você para devolver o valor por outro caminho.`}
      </p>
    </>
  );
}

/** One line for "Minhas reservas". */
export function RefundLine({ booking }: { booking: MyBooking }) {
  const progress = refundProgress(booking.refunds);
  if (!progress) return null;
  const text =
    progress.status === 'refused'
      ? `Reembolso de ${formatBRL(progress.amount)}: o banco não concluiu a devolução, e nossa equipe vai falar com você.`
      : `${REFUND_SHORT[progress.status]}: ${formatBRL(progress.amount)}.`;
  return <p className={styles.bookingItemText}>{text}</p>;
}
