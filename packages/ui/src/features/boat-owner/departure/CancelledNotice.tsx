import { useEffect, useRef } from 'react';
import { departureCancelledMessage, whatsappLink, type DepartureManifest } from '@mare/domain';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.tsx';
import styles from './manifest.module.css';

/**
 * After a cancellation: the reason, and each buyer with a WhatsApp link whose message (tour, date,
 * reason, refund) is already written. The database recorded the e-mail and WhatsApp notices too.
 */
export function CancelledNotice({ manifest }: { manifest: DepartureManifest }) {
  const { departure } = manifest;
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
            Todas as reservas foram canceladas e os valores pagos devolvidos por inteiro. Avise cada
            comprador pelo WhatsApp: a mensagem já vai escrita.
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
                  </div>
                  {link ? (
                    <Button asChild variant="secondary" size="sm">
                      <a href={link} target="_blank" rel="noopener noreferrer">
                        Avisar<VisuallyHidden> {name}</VisuallyHidden> pelo WhatsApp
                      </a>
                    </Button>
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
