import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  checkBirthDate,
  checkContactEmail,
  checkContactPhone,
  checkoutRefusalFields,
  checkPartyFits,
  checkPassengerCpf,
  CHECKOUT_MESSAGES,
  repeatedCpfs,
  checkPassengerName,
  type CheckoutField,
  maskCpf,
  maskPhone,
  passengerBand,
  type Band,
  type MyBooking,
} from '@mare/domain';
import { RequestError } from '../../backend/index.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Countdown } from '../../components/Countdown/Countdown.tsx';
import { DateField } from '../../components/DateField/DateField.tsx';
import { FormAlert } from '../../components/FormAlert/FormAlert.tsx';
import { Price } from '../../components/Price/Price.tsx';
import { Stepper } from '../../components/Stepper/Stepper.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatBRL } from '../../components/format/format.ts';
import { useZodForm, z } from '../../forms/index.ts';
import { useTabStorage } from '../../tab-storage/index.ts';
import { useCheckoutMutation } from './api/checkout-mutation.ts';
import { CancellationTerms } from './CancellationTerms.tsx';
import { BAND_LABELS, tripDateOf } from './booking-format.ts';
import { checkoutDrafts } from './checkout-draft.ts';
import styles from './booking.module.css';

export const CHECKOUT_STEPS = ['Passageiros', 'Contato', 'Revisão', 'Pagamento'] as const;

type Values = Record<string, string>;

const fieldsOf = (i: number) => [`nome${i}`, `cpf${i}`, `nascimento${i}`] as const;

const CONTACT_FIELDS = { name: 'contatoNome', email: 'contatoEmail' } as const;
const CONTACT_STEP_FIELDS = ['contatoNome', 'contatoEmail', 'contatoWhatsapp'] as const;
const PASSENGER_PARTS = { name: 0, cpf: 1, birth: 2 } as const;

/** The form's input name for a field a refusal is about. */
const fieldName = (field: CheckoutField): string =>
  'contact' in field
    ? CONTACT_FIELDS[field.contact]
    : fieldsOf(field.passenger)[PASSENGER_PARTS[field.part]];

/** Refusals about the passengers: back to their step, even without a field to point at. */
const PASSENGER_REFUSALS = new Set([
  'party_mismatch',
  'passenger_name_invalid',
  'cpf_invalid',
  'cpf_duplicate',
  'lap_needs_adult',
  'birth_date_invalid',
  'below_minimum_age',
]);

/** The step a field is on. */
const stepOf = (field: CheckoutField) => ('contact' in field ? 1 : 0);

/**
 * The steps as the address names them (`?etapa=contato`), each its own history entry so the
 * browser's Back and Forward move between them; the first step is the bare booking address.
 */
export const STEP_PARAM = 'etapa';
export const STEP_SLUGS = ['passageiros', 'contato', 'revisao'] as const;
const slugOf = (step: number) => (step === 0 ? null : (STEP_SLUGS[step] ?? null));

/**
 * Passengers, contact and review of a held booking, on one form kept across the steps (going
 * back loses nothing). The checks are the domain's; the database decides again at checkout.
 * The step is in the address, and what was typed is kept in the tab's storage under the
 * booking's id: a reload, Back or Forward finds every field again.
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
  const count = booking.seat_count + booking.lap_count;
  const tripDate = tripDateOf(booking.departure.starts_at);
  const tour = booking.tour;
  const bands = { childMaxAge: tour.child_max_age, lapMaxAge: tour.lap_max_age };
  const passengerFields = Array.from({ length: count }, (_, i) => [...fieldsOf(i)]).flat();
  // A refused field to focus once its step is on screen.
  const focusAfterStep = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Each field's message for the values given, as [field name, message]. */
  const issuesOf = (value: (name: string) => string) => {
    const issues: [string, string][] = [];
    const issue = (name: string, message: string | null) => {
      if (message) issues.push([name, message]);
    };
    for (let i = 0; i < count; i++) {
      const [name, cpf, birth] = fieldsOf(i);
      issue(name, checkPassengerName(value(name)));
      issue(birth, checkBirthDate(value(birth), tripDate, tour.minimum_age));
      issue(cpf, checkPassengerCpf(value(cpf), passengerBand(value(birth), tripDate, bands)));
    }
    for (const i of repeatedCpfs(Array.from({ length: count }, (_, i) => value(`cpf${i}`))))
      issue(`cpf${i}`, CHECKOUT_MESSAGES.cpfRepeated);
    issue('contatoNome', checkPassengerName(value('contatoNome')));
    issue('contatoEmail', checkContactEmail(value('contatoEmail').trim()));
    issue('contatoWhatsapp', checkContactPhone(value('contatoWhatsapp').trim()));
    return issues;
  };

  const schema = z.record(z.string(), z.optional(z.string())).check(
    z.superRefine((raw: Record<string, string | undefined>, context) => {
      for (const [name, message] of issuesOf((field) => raw[field] ?? ''))
        context.addIssue({ code: 'custom', message, path: [name] });
    }),
  );
  const storage = useTabStorage();
  const drafts = useMemo(() => checkoutDrafts(storage), [storage]);
  // Read once: the form owns the values from then on.
  const [restored] = useState(() =>
    drafts.load(booking.id, [...passengerFields, ...CONTACT_STEP_FIELDS]),
  );
  const form = useZodForm(schema, {
    contatoNome: contactDefaults.name,
    contatoEmail: contactDefaults.email,
    contatoWhatsapp: contactDefaults.phone,
    ...restored,
  });
  const values = form.watch() as Values;
  const phoneField = form.field('contatoWhatsapp');
  const value = (name: string) => values[name] ?? '';
  const passengerBands = Array.from({ length: count }, (_, i) =>
    passengerBand(value(`nascimento${i}`), tripDate, bands),
  );
  const partyProblem = () =>
    checkPartyFits(
      passengerBands.filter((band): band is Band => band !== null),
      { seats: booking.seat_count, laps: booking.lap_count },
    );

  // Every change is kept for this booking only.
  const { watch, setFocus } = form;
  useEffect(() => {
    const subscription = watch((all) => drafts.save(booking.id, all));
    return () => subscription.unsubscribe();
  }, [watch, drafts, booking.id]);

  // The step the address asks for, unless an earlier step is not done: then the first such one.
  const [params, setParams] = useSearchParams();
  const asked = Math.max(
    0,
    (STEP_SLUGS as readonly string[]).indexOf(params.get(STEP_PARAM) ?? ''),
  );
  const invalid = new Set(issuesOf(value).map(([name]) => name));
  const reachable =
    passengerFields.some((name) => invalid.has(name)) || partyProblem() !== null
      ? 0
      : CONTACT_STEP_FIELDS.some((name) => invalid.has(name))
        ? 1
        : 2;
  const step = Math.min(asked, reachable);
  const goTo = useCallback(
    (target: number, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const slug = slugOf(target);
          if (slug === null) next.delete(STEP_PARAM);
          else next.set(STEP_PARAM, slug);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const shownSlug = params.get(STEP_PARAM);
  useEffect(() => {
    // An address naming a step not reachable yet (or none at all) now names the step shown.
    if (shownSlug !== slugOf(step)) void goTo(step, true);
  }, [shownSlug, step, goTo]);

  // A new step is announced by its heading, whether Continuar, Voltar or the browser's Back or
  // Forward opened it (the button pressed is gone, and focus must not fall to the page); a
  // refusal brings its field instead.
  const shownStep = useRef(step);
  useEffect(() => {
    const changed = shownStep.current !== step;
    shownStep.current = step;
    if (focusAfterStep.current !== null) {
      setFocus(focusAfterStep.current);
      focusAfterStep.current = null;
    } else if (changed) headingRef.current?.focus();
  }, [setFocus, step]);

  // Seated passengers first, in seat order, as public.checkout assigns them; `sent[i]` is the
  // form place of the i-th passenger sent, to bring a refusal's index back to its field.
  const sent = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => Number(passengerBands[a] === 'lap') - Number(passengerBands[b] === 'lap'),
  );

  const pay = useCheckoutMutation({
    onError: (error) => {
      form.setMessage({ text: error.message, tone: 'error' });
      if (!(error instanceof RequestError)) return;
      if (error.code === 'hold_expired') return onExpired();
      // The refusal lands on its field, on its step; what was typed stays as it was.
      const refused = checkoutRefusalFields(error, {
        passengers: Array.from({ length: count }, (_, i) => ({
          name: value(`nome${i}`),
          cpf: value(`cpf${i}`),
        })),
        sent,
        contact: { name: value('contatoNome'), email: value('contatoEmail') },
      });
      for (const { field, message } of refused)
        form.setError(fieldName(field), { type: 'server', message });
      const first = refused[0];
      if (first) {
        focusAfterStep.current = fieldName(first.field);
        void goTo(stepOf(first.field));
      } else if (PASSENGER_REFUSALS.has(error.code)) void goTo(0);
    },
  });

  const sendCheckout = () =>
    pay.mutate({
      bookingId: booking.id,
      contact: {
        name: value('contatoNome').trim(),
        email: value('contatoEmail').trim(),
        phone: value('contatoWhatsapp').trim(),
      },
      passengers: sent.map((i) => ({
        full_name: value(`nome${i}`).trim(),
        cpf: value(`cpf${i}`).replace(/\D/g, ''),
        birth_date: value(`nascimento${i}`),
      })),
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
    void goTo(step + 1);
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
          if (step === 2) sendCheckout();
        }}
        className={styles.checkoutForm}
      >
        {step === 0 && (
          <fieldset className={styles.fieldset}>
            <legend>
              <h2 ref={headingRef} tabIndex={-1} className={styles.legendTitle}>
                Quem vai no passeio
              </h2>
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
              <Button onClick={() => void next(passengerFields, partyProblem)}>Continuar</Button>
            </div>
          </fieldset>
        )}
        {step === 1 && (
          <fieldset className={styles.fieldset}>
            <legend>
              <h2 ref={headingRef} tabIndex={-1} className={styles.legendTitle}>
                Contato
              </h2>
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
              <Button variant="secondary" onClick={() => void goTo(0)}>
                Voltar
              </Button>
              <Button onClick={() => void next([...CONTACT_STEP_FIELDS])}>Continuar</Button>
            </div>
          </fieldset>
        )}
        {step === 2 && (
          <section aria-labelledby="revisao" className={styles.fieldset}>
            <h2 id="revisao" ref={headingRef} tabIndex={-1} className={styles.legendTitle}>
              Revise e pague
            </h2>
            <ul className={styles.review}>
              {Array.from({ length: count }, (_, i) => {
                const band = passengerBands[i];
                return (
                  <li key={i} className={styles.reviewItem}>
                    <span>
                      {value(`nome${i}`)} — {band ? BAND_LABELS[band] : ''}
                    </span>
                    <Price cents={priced[i] ?? 0} />
                  </li>
                );
              })}
              {boardingFees > 0 && (
                <li className={styles.reviewItem}>
                  <span>
                    Taxa de embarque ({seated} × {formatBRL(tour.boarding_fee)})
                  </span>
                  <Price cents={boardingFees} />
                </li>
              )}
              <li className={`${styles.reviewItem} ${styles.total}`}>
                <span>Total com taxas</span>
                <Price cents={subtotal + boardingFees} />
              </li>
            </ul>
            <p className={styles.muted}>
              Contato: {value('contatoNome')}, {value('contatoEmail')}
              {value('contatoWhatsapp') ? `, ${value('contatoWhatsapp')}` : ''}.
            </p>
            <CancellationTerms tiers={tour.cancellation_tiers} />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void goTo(1)}>
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
