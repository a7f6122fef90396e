import { useEffect, useRef } from 'react';
import { departureCancelledMessage, whatsappLink, type DepartureManifest } from '@mare/domain';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { ButtonSlot } from '../../../components/Button/ButtonSlot.tsx';
import { formatDateTime } from '../../../components/format/format.ts';
import { useEmailReach, type EmailReach } from '../api/email-reach-query.ts';
import { Card } from '../../../components/Card/Card.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.tsx';
import styles from './manifest.module.css';

/** Whether the cancellation e-mail reached a buyer: sent (when), on its way, or not. */
function EmailReachLine({ reach }: { reach: EmailReach | undefined }) {
  if (!reach) return null;
  if (reach.status === 'sent')
    return (
      <Badge tone="success">
        Avisado por e-mail
        {reach.sent_at ? ` em ${formatDateTime(new Date(reach.sent_at), 'datetime')}` : ''}
      </Badge>
    );
  if (reach.status === 'pending') return <Badge tone="info">E-mail a caminho</Badge>;
  return <Badge tone="warning">E-mail não enviado: avise pelo WhatsApp</Badge>;
}

/**
 * After a cancellation: the reason, and each buyer with whether the cancellation e-mail reached
 * them and a WhatsApp link whose message (tour, date, reason, refund) is already written: writing
 * on WhatsApp stays the owner's choice, made knowing who has heard already.
 */
export function CancelledNotice({ manifest }: { manifest: DepartureManifest }) {
  const { departure } = manifest;
  const reach = useEmailReach(departure.id).data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving here right after cancelling, the owner's next step is this list.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card as="section" aria-labelledby="cancelada-titulo" className={styles.cancelled}>
      <h2 id="cancelada-titulo" ref={headingRef} tabIndex={-1} className={styles.noticeTitle}>
        Saída cancelada
      </h2>
      <p className={styles.noticeText}>Motivo: {departure.cancel_reason}</p>
      {manifest.bookings.length === 0 ? (
        <p className={styles.noticeText}>
          Não havia reservas nesta saída: ninguém precisa ser avisado.
        </p>
      ) : (
        <>
          <p className={styles.noticeText}>
            Todas as reservas foram canceladas e os valores pagos devolvidos por inteiro. Cada
            comprador recebe um e-mail com o motivo e o reembolso; veja abaixo quem já foi avisado.
            Se quiser, avise também pelo WhatsApp: a mensagem já vai escrita.
          </p>
          <ul className={styles.contacts}>
            {manifest.bookings.map((booking) => {
              const name = booking.contact_name ?? 'Comprador';
              const link = whatsappLink(
                booking.contact_phone,
                departureCancelledMessage({
                  contactName: booking.contact_name,
                  tourTitle: departure.tour.title,
                  startsAt: departure.starts_at,
                  reason: departure.cancel_reason ?? '',
                  code: booking.code,
                  refunded: booking.refunded,
                }),
              );
              return (
                <li key={booking.id} className={styles.contact}>
                  <div className={styles.who}>
                    <strong>{name}</strong>
                    <span className={styles.details}>
                      Reserva <span className={styles.code}>{booking.code}</span> ·{' '}
                      {booking.passengers.join(', ')}
                    </span>
                    <span className={styles.details}>
                      {booking.refunded > 0 ? (
                        <>
                          Reembolso: <Price cents={booking.refunded} />
                        </>
                      ) : (
                        'Sem reembolso: o pagamento não tinha sido feito.'
                      )}
                    </span>
                    <EmailReachLine reach={reach?.find((row) => row.booking_id === booking.id)} />
                  </div>
                  {link ? (
                    <ButtonSlot variant="secondary" size="sm">
                      <a href={link} target="_blank" rel="noopener noreferrer">
                        Avisar<VisuallyHidden> {name}</VisuallyHidden> pelo WhatsApp
                      </a>
                    </ButtonSlot>
                  ) : (
                    <span className={styles.details}>Sem celular cadastrado</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
