import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkBirthDate,
  checkEmail,
  checkPartyFits,
  checkPassengerCpf,
  checkPassengerName,
  checkWhatsapp,
  maskCpf,
  maskPhone,
  passengerBand,
  type Band,
} from '@mare/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Countdown } from '../../components/Countdown/Countdown.tsx';
import { DateField } from '../../components/DateField/DateField.tsx';
import { FormAlert } from '../../components/FormAlert/FormAlert.tsx';
import { Stepper } from '../../components/Stepper/Stepper.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatBRL } from '../../components/format/format.ts';
import { useZodForm, z } from '../../forms/index.ts';
import { BookingError, type MyBooking } from './api.ts';
import { bookingKeys, useBookingApi } from './hooks.ts';
import { CancellationTerms } from './CancellationTerms.tsx';
import { BAND_LABELS, tripDateOf } from './booking-format.ts';
import styles from './booking.module.css';

export const CHECKOUT_STEPS = ['Passageiros', 'Contato', 'Revisão', 'Pagamento'] as const;

type Values = Record<string, string>;

const fieldsOf = (i: number) => [`nome${i}`, `cpf${i}`, `nascimento${i}`] as const;

/**
 * Passengers, contact and review of a held booking, on one form kept across the steps (going
 * back loses nothing). The checks are the domain's; the database decides again at checkout.
 */
export function CheckoutForm({
  booking,
  contactDefaults,
  onExpired,
}: {
  booking: MyBooking;
  contactDefaults: { name: string; email: string; phone: string };
  onExpired: () => void;
}) {
  const api = useBookingApi();
  const queryClient = useQueryClient();
  const count = booking.seat_count + booking.lap_count;
  const tripDate = tripDateOf(booking.departure.starts_at);
  const tour = booking.tour;
  const bands = { childMaxAge: tour.child_max_age, lapMaxAge: tour.lap_max_age };
  const [step, setStep] = useState(0);

  const schema = z.record(z.string(), z.optional(z.string())).check(
    z.superRefine((raw: Record<string, string | undefined>, context) => {
      const value = (name: string) => raw[name] ?? '';
      const issue = (name: string, message: string | null) => {
        if (message) context.addIssue({ code: 'custom', message, path: [name] });
      };
      for (let i = 0; i < count; i++) {
        const [name, cpf, birth] = fieldsOf(i);
        issue(name, checkPassengerName(value(name)));
        issue(birth, checkBirthDate(value(birth), tripDate, tour.minimum_age));
        issue(cpf, checkPassengerCpf(value(cpf), passengerBand(value(birth), tripDate, bands)));
      }
      issue('contatoNome', checkPassengerName(value('contatoNome')));
      issue('contatoEmail', checkEmail(value('contatoEmail').trim()));
      issue('contatoWhatsapp', checkWhatsapp(value('contatoWhatsapp').trim()));
    }),
  );
  const form = useZodForm(schema, {
    contatoNome: contactDefaults.name,
    contatoEmail: contactDefaults.email,
    contatoWhatsapp: contactDefaults.phone,
  });
  const values = form.watch() as Values;
  const phoneField = form.field('contatoWhatsapp');
  const value = (name: string) => values[name] ?? '';
  const passengerBands = Array.from({ length: count }, (_, i) =>
    passengerBand(value(`nascimento${i}`), tripDate, bands),
  );

  const pay = useMutation({
    mutationFn: () =>
      api.checkout(
        booking.id,
        {
          name: value('contatoNome').trim(),
          email: value('contatoEmail').trim(),
          phone: value('contatoWhatsapp').trim(),
        },
        // Seated passengers first, in seat order, as public.checkout assigns them.
        Array.from({ length: count }, (_, i) => ({
          full_name: value(`nome${i}`).trim(),
          cpf: value(`cpf${i}`).replace(/\D/g, ''),
          birth_date: value(`nascimento${i}`),
          band: passengerBands[i],
        }))
          .sort((a, b) => Number(a.band === 'lap') - Number(b.band === 'lap'))
          .map(({ band: _band, ...passenger }) => passenger),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.one(booking.id) }),
    onError: (error) => {
      form.setMessage({ text: error.message, tone: 'error' });
      if (!(error instanceof BookingError)) return;
      if (error.code === 'hold_expired') onExpired();
      else if (error.code === 'contact_invalid') setStep(1);
      else if (
        [
          'cpf_invalid',
          'birth_date_invalid',
          'below_minimum_age',
          'passenger_name_invalid',
        ].includes(error.code)
      ) {
        setStep(0);
        const index = Number(error.detail?.index ?? NaN);
        if (Number.isInteger(index))
          form.setFocus(fieldsOf(index)[error.code === 'cpf_invalid' ? 1 : 0]);
      } else if (error.code === 'party_mismatch') setStep(0);
    },
  });

  const next = async (names: string[], extra: () => string | null = () => null) => {
    form.setMessage(null);
    const valid = await form.trigger(names, { shouldFocus: true });
    if (!valid) return;
    const problem = extra();
    if (problem) {
      form.setMessage({ text: problem, tone: 'error' });
      return;
    }
    setStep((current) => current + 1);
  };

  const priced = passengerBands.map((band) =>
    band === 'adult' ? tour.price_adult : band === 'child' ? tour.price_child : 0,
  );
  const seated = passengerBands.filter((band) => band && band !== 'lap').length;
  const subtotal = priced.reduce((sum, price) => sum + price, 0);
  const boardingFees = seated * tour.boarding_fee;

  return (
    <div className={styles.checkout}>
      <Stepper steps={CHECKOUT_STEPS} current={step} label="Etapas da reserva" />
      <Countdown
        expiresAt={booking.hold_expires_at}
        label="Seus lugares ficam reservados por"
        expiredLabel="O tempo acabou e os lugares foram liberados."
        onExpire={onExpired}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 2) pay.mutate();
        }}
        className={styles.checkoutForm}
      >
        {step === 0 && (
          <fieldset className={styles.fieldset}>
            <legend>
              <h2 className={styles.legendTitle}>Quem vai no passeio</h2>
            </legend>
            <p className={styles.muted}>
              {booking.seat_count === 1 ? '1 lugar' : `${booking.seat_count} lugares`}
              {booking.lap_count > 0
                ? ` e ${booking.lap_count === 1 ? '1 criança' : `${booking.lap_count} crianças`} de colo`
                : ''}
              . A faixa de preço segue a idade no dia do passeio.
            </p>
            {Array.from({ length: count }, (_, i) => {
              const [name, cpf, birth] = fieldsOf(i);
              const band = passengerBands[i] ?? null;
              const cpfField = form.field(cpf);
              return (
                <Card as="section" outlined key={i} aria-labelledby={`passageiro-${i}`}>
                  <h3 id={`passageiro-${i}`} className={styles.passengerHeading}>
                    Passageiro {i + 1}
                    {band ? <span className={styles.band}> — {bandText(band, tour)}</span> : null}
                  </h3>
                  <div className={styles.passengerFields}>
                    <TextField
                      label="Nome completo"
                      autoComplete={i === 0 ? 'name' : 'off'}
                      {...form.field(name)}
                    />
                    <DateField label="Data de nascimento" {...form.field(birth)} />
                    <TextField
                      label="CPF"
                      hint={
                        band === 'adult' || band === null
                          ? 'Obrigatório para adultos.'
                          : 'Opcional para crianças.'
                      }
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="000.000.000-00"
                      {...cpfField}
                      onChange={(event) => {
                        event.target.value = maskCpf(event.target.value);
                        void cpfField.onChange(event);
                      }}
                    />
                  </div>
                </Card>
              );
            })}
            <div className={styles.actions}>
              <Button
                onClick={() =>
                  void next(Array.from({ length: count }, (_, i) => [...fieldsOf(i)]).flat(), () =>
                    checkPartyFits(
                      passengerBands.filter((band): band is Band => band !== null),
                      { seats: booking.seat_count, laps: booking.lap_count },
                    ),
                  )
                }
              >
                Continuar
              </Button>
            </div>
          </fieldset>
        )}
        {step === 1 && (
          <fieldset className={styles.fieldset}>
            <legend>
              <h2 className={styles.legendTitle}>Contato</h2>
            </legend>
            <p className={styles.muted}>
              Enviamos o voucher e os avisos do passeio para estes contatos.
            </p>
            <TextField label="Nome" autoComplete="name" {...form.field('contatoNome')} />
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              {...form.field('contatoEmail')}
            />
            <TextField
              label="WhatsApp"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(DD) 9xxxx-xxxx"
              {...phoneField}
              onChange={(event) => {
                event.target.value = maskPhone(event.target.value);
                void phoneField.onChange(event);
              }}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setStep(0)}>
                Voltar
              </Button>
              <Button onClick={() => void next(['contatoNome', 'contatoEmail', 'contatoWhatsapp'])}>
                Continuar
              </Button>
            </div>
          </fieldset>
        )}
        {step === 2 && (
          <section aria-labelledby="revisao" className={styles.fieldset}>
            <h2 id="revisao" className={styles.legendTitle}>
              Revise e pague
            </h2>
            <ul className={styles.review}>
              {Array.from({ length: count }, (_, i) => {
                const band = passengerBands[i];
                return (
                  <li key={i}>
                    <span>
                      {value(`nome${i}`)} — {band ? BAND_LABELS[band] : ''}
                    </span>
                    <span>{formatBRL(priced[i] ?? 0)}</span>
                  </li>
                );
              })}
              {boardingFees > 0 && (
                <li>
                  <span>
                    Taxa de embarque ({seated} × {formatBRL(tour.boarding_fee)})
                  </span>
                  <span>{formatBRL(boardingFees)}</span>
                </li>
              )}
              <li className={styles.total}>
                <span>Total com taxas</span>
                <span>{formatBRL(subtotal + boardingFees)}</span>
              </li>
            </ul>
            <p className={styles.muted}>
              Contato: {value('contatoNome')}, {value('contatoEmail')}
              {value('contatoWhatsapp') ? `, ${value('contatoWhatsapp')}` : ''}.
            </p>
            <CancellationTerms tiers={tour.cancellation_tiers} />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setStep(1)}>
                Voltar
              </Button>
              <Button type="submit" busy={pay.isPending} busyLabel="Gerando o Pix...">
                Pagar com Pix
              </Button>
            </div>
          </section>
        )}
        <FormAlert message={form.message?.text} tone={form.message?.tone} />
      </form>
    </div>
  );
}

function bandText(band: Band, tour: MyBooking['tour']): string {
  if (band === 'lap') return `${BAND_LABELS.lap}, sem custo`;
  return `${BAND_LABELS[band]}, ${formatBRL(band === 'adult' ? tour.price_adult : tour.price_child)}`;
}
