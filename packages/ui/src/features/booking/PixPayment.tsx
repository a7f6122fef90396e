import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { readBrCode, type MyBooking } from '@mare/domain';
import { useIsDemo } from '../../backend/index.ts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Countdown } from '../../components/Countdown/Countdown.tsx';
import { FormAlert, type AlertTone } from '../../components/FormAlert/FormAlert.tsx';
import { Stepper } from '../../components/Stepper/Stepper.tsx';
import { formatBRL } from '../../components/format/format.ts';
import { bookDeparturePath } from '../../routes.ts';
import { CHECKOUT_STEPS } from './CheckoutForm.tsx';
import { bookingKeys } from './api/keys.ts';
import { useDemoPaymentMutation, usePaymentCheckMutation } from './api/payment-mutations.ts';
import { usePixChargeMutation } from './api/pix-charge-mutation.ts';
import { QrCode } from './QrCode.tsx';
import styles from './booking.module.css';

/**
 * The Pix charge of a booking awaiting payment: QR code, copia-e-cola with a copy button, the
 * time left, "Já paguei" (asks the server), and in demo mode a clearly marked simulated payment.
 * A payment without its code yet asks the pix-charge function for the PSP's dynamic one; when the
 * PSP fails the seats stay held (the countdown goes on) and the buyer may try again.
 */
export function PixPayment({ booking }: { booking: MyBooking }) {
  const demo = useIsDemo();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ text: string; tone: AlertTone } | null>(null);
  const payment = booking.payment;
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.one(booking.id) });

  // Each reads the booking again once answered.
  const check = usePaymentCheckMutation({
    onSuccess: ([fresh]) => {
      if (fresh?.status === 'awaiting_payment')
        setNotice({
          tone: 'info',
          text: 'Ainda não recebemos o pagamento. O Pix costuma chegar em segundos: confira no app do banco e tente de novo.',
        });
    },
    onError: (error) => setNotice({ tone: 'error', text: error.message }),
  });
  const simulate = useDemoPaymentMutation({
    onError: (error) => setNotice({ tone: 'error', text: error.message }),
  });
  const charge = usePixChargeMutation();
  const [expired, setExpired] = useState(false);
  const brCode = payment?.br_code ?? charge.data?.br_code ?? null;
  const needsCharge = Boolean(payment) && !brCode && payment?.status === 'pending' && !expired;
  // Asked once on arrival (StrictMode runs effects twice: the ref keeps it to one request).
  const asked = useRef(false);
  const { mutate: requestCharge } = charge;
  useEffect(() => {
    if (!needsCharge || asked.current) return;
    asked.current = true;
    requestCharge(booking.id);
  }, [needsCharge, requestCharge, booking.id]);

  if (!payment) return null;
  const merchant = brCode ? readBrCode(brCode) : null;

  const copy = async () => {
    if (!brCode) return;
    try {
      await navigator.clipboard.writeText(brCode);
      toast.success('Código Pix copiado. Cole no app do seu banco.');
    } catch {
      setNotice({
        tone: 'warning',
        text: 'Não foi possível copiar sozinho: selecione o código acima e copie.',
      });
    }
  };

  return (
    <div className={styles.checkout}>
      <Stepper steps={CHECKOUT_STEPS} current={3} label="Etapas da reserva" />
      <Card as="section" aria-labelledby="pix-titulo">
        <div className={styles.pix}>
          <h2 id="pix-titulo" className={styles.legendTitle}>
            Pague {formatBRL(payment.amount)} com Pix
          </h2>
          <Countdown
            expiresAt={payment.expires_at}
            label="O código Pix vale por"
            expiredLabel="O código Pix expirou e os lugares foram liberados."
            onExpire={() => {
              setExpired(true);
              void refresh();
            }}
          />
          {/* Always there, so the PSP's failure is announced when it appears. */}
          <FormAlert message={!brCode && charge.isError ? charge.error.message : null} />
          {brCode ? (
            <>
              <QrCode value={brCode} label={`QR code Pix de ${formatBRL(payment.amount)}`} />
              <ol className={styles.pixSteps}>
                <li>Abra o app do seu banco e escolha pagar com Pix.</li>
                <li>Leia o QR code ou use o Pix copia e cola abaixo.</li>
                <li>
                  Confira o valor e o recebedor{merchant ? ` (${merchant.merchantName})` : ''}.
                </li>
              </ol>
              <label className={styles.copyLabel} htmlFor="pix-copia-e-cola">
                Pix copia e cola
              </label>
              <textarea
                id="pix-copia-e-cola"
                className={styles.brCode}
                readOnly
                rows={3}
                value={brCode}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className={styles.actionsStart}>
                <Button variant="secondary" onClick={() => void copy()}>
                  Copiar código Pix
                </Button>
                <Button
                  busy={check.isPending}
                  busyLabel="Verificando..."
                  onClick={() => check.mutate(booking.id)}
                >
                  Já paguei
                </Button>
              </div>
            </>
          ) : charge.isError && !charge.isPending ? (
            <>
              <p className={styles.muted}>
                O código Pix ainda não foi gerado. Os lugares seguem reservados enquanto o tempo
                acima não acabar.
              </p>
              <div className={styles.actionsStart}>
                <Button
                  onClick={() => {
                    setNotice(null);
                    charge.mutate(booking.id);
                  }}
                >
                  Tentar de novo
                </Button>
              </div>
            </>
          ) : (
            <p role="status">Gerando o código Pix...</p>
          )}
          <FormAlert message={notice?.text} tone={notice?.tone} />
        </div>
      </Card>
      {/* The mock PSP pays what it charged: a seed's payment from before it (provider demo) has
          no charge there. */}
      {demo && payment.provider !== 'demo' && (
        <Card as="aside" outlined aria-labelledby="demo-pagamento">
          <div className={styles.demoPay}>
            <Badge tone="warning">Modo demonstração</Badge>
            <h2 id="demo-pagamento" className={styles.cardHeading}>
              Nenhum dinheiro de verdade
            </h2>
            <p className={styles.muted}>
              Neste site de demonstração nenhum banco recebe o Pix. Simule o pagamento para ver a
              confirmação e o voucher.
            </p>
            <div>
              <Button
                variant="secondary"
                busy={simulate.isPending}
                busyLabel="Simulando..."
                disabled={!brCode}
                onClick={() => simulate.mutate(payment.txid)}
              >
                Simular pagamento
              </Button>
            </div>
          </div>
        </Card>
      )}
      <p className={styles.muted}>
        Mudou de ideia?{' '}
        <Link to={bookDeparturePath(booking.departure.id)}>Escolher outros lugares</Link>
      </p>
    </div>
  );
}
