import { useCallback, useMemo, useState } from 'react';
import {
  dayNumber,
  expandDepartureRule,
  isValidTime,
  MAX_DEPARTURES_PER_RULE,
  WEEKDAYS,
} from '@mare/domain';
import { DateField } from '../../components/DateField/index.ts';
import { Textarea } from '../../components/Textarea/index.ts';
import { formatDateTime } from '../../components/format/index.ts';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  useZodForm,
  z,
} from '../../forms/index.ts';
import { useScheduleDepartures, type Boat, type Tour } from './api/index.ts';
import { checkedValues, intField, textField } from './fields.ts';
import { ScheduleTides } from './ScheduleTides.tsx';
import { sameCheck, type TideCheck } from './tide-schedule.ts';
import styles from './boat-owner.module.css';

/** "09:00, 14h30" → ["09:00", "14:30"]. */
export const timesOf = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((t) => t.trim().replace('h', ':'))
    .filter(Boolean)
    .map((t) => (/^\d:/.test(t) ? `0${t}` : t))
    .map((t) => (/^\d\d:$/.test(t) ? `${t}00` : t));

/** "25/12/2026" or "2026-12-25", one per line or comma → aaaa-mm-dd. */
export const datesOf = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d);
      return br ? `${br[3]}-${br[2]}-${br[1]}` : d;
    });

const schema = z
  .object({
    tour_id: textField('Escolha o passeio.', 40),
    boat_id: textField('Escolha o barco.', 40),
    from: textField('Informe a primeira data.', 10),
    to: textField('Informe a última data.', 10),
    weekdays: checkedValues,
    times: textField('Informe ao menos um horário, como 09:00.', 200),
    except: textField('', 2000, true),
    cutoff_minutes: intField('Encerrar vendas de 0 a 10080 minutos antes (7 dias).', 0, 10080),
    min_passengers: intField('Mínimo de passageiros: de 1 a 500.', 1, 500),
    note: textField('', 500, true),
    off_rule: textField('', 10, true),
  })
  .check(
    z.superRefine((v, context) => {
      const from = dayNumber(v.from);
      const to = dayNumber(v.to);
      if (v.from && from === null)
        context.addIssue({ code: 'custom', path: ['from'], message: 'Data inválida.' });
      if (v.to && (to === null || (from !== null && to < from)))
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'A última data vem depois da primeira.',
        });
      if (v.weekdays.length === 0)
        context.addIssue({
          code: 'custom',
          path: ['weekdays'],
          message: 'Escolha ao menos um dia da semana.',
        });
      const bad = timesOf(v.times).filter((t) => !isValidTime(t));
      if (v.times && bad.length)
        context.addIssue({
          code: 'custom',
          path: ['times'],
          message: `Horário inválido: ${bad.join(', ')}. Use hh:mm, como 09:00.`,
        });
      const wrong = datesOf(v.except).filter((d) => dayNumber(d) === null);
      if (wrong.length)
        context.addIssue({
          code: 'custom',
          path: ['except'],
          message: `Data inválida: ${wrong.join(', ')}. Use dd/mm/aaaa.`,
        });
    }),
  );

/** Saídas → agendar: a rule (days, times, range, exceptions) expanded here, saved in one call. */
export function ScheduleForm({
  tours,
  boats,
  today,
  onDone,
}: {
  tours: Tour[];
  boats: Boat[];
  /** aaaa-mm-dd, São Paulo. */
  today: string;
  onDone: () => void;
}) {
  const schedule = useScheduleDepartures();
  const firstTour = tours[0];
  const form = useZodForm(schema, {
    tour_id: firstTour?.id ?? '',
    boat_id: firstTour?.default_boat_id ?? boats[0]?.id ?? '',
    from: '',
    to: '',
    weekdays: [],
    times: '09:00',
    except: '',
    cutoff_minutes: '60',
    min_passengers: '1',
    note: '',
    off_rule: '',
  });
  const watched = form.watch();
  const tour = tours.find((t) => t.id === watched.tour_id);
  // Only a tour with a tide rule loads the tide code (ScheduleTides).
  const tideTour = tour?.tide_rule ? tour : null;
  const [tideCheck, setTideCheck] = useState<TideCheck | null>(null);
  // The start times outside the tour's tide rule, once the tides are known.
  const offStarts = useMemo(
    () =>
      tideCheck?.status === 'ready' ? new Set(tideCheck.offRule.map((d) => d.startsAt)) : null,
    [tideCheck],
  );
  // The same answer again keeps the state as it is: no render for nothing new.
  const onTideCheck = useCallback(
    (next: TideCheck | null) => setTideCheck((now) => (sameCheck(now, next) ? now : next)),
    [],
  );
  const moments = useMemo(() => {
    const weekdays = (Array.isArray(watched.weekdays) ? watched.weekdays : []).map(Number);
    return expandDepartureRule({
      from: watched.from ?? '',
      to: watched.to ?? '',
      weekdays,
      times: timesOf(watched.times ?? ''),
      except: datesOf(watched.except ?? ''),
    }).filter((m) => m.date > today);
  }, [watched.from, watched.to, watched.weekdays, watched.times, watched.except, today]);

  const onSubmit = form.submit(async (values) => {
    if (moments.length === 0) {
      form.setMessage({
        text: 'A regra não dá nenhuma saída a partir de amanhã. Confira datas e dias.',
        tone: 'error',
      });
      return;
    }
    if (moments.length > MAX_DEPARTURES_PER_RULE) {
      form.setMessage({
        text: `São ${moments.length} saídas; agende no máximo ${MAX_DEPARTURES_PER_RULE} de uma vez.`,
        tone: 'error',
      });
      return;
    }
    let startsAt = moments.map((m) => m.startsAt);
    if (tideTour) {
      if (!offStarts) {
        form.setMessage({
          text:
            tideCheck?.status === 'error'
              ? 'Não foi possível conferir a maré. Tente carregar a previsão de novo.'
              : 'Aguarde a previsão da maré para conferir os horários.',
          tone: 'error',
        });
        return;
      }
      const off = offStarts;
      if (off.size > 0 && values.off_rule !== 'skip' && values.off_rule !== 'anyway') {
        form.setError(
          'off_rule',
          { message: 'Escolha se as saídas fora da regra de maré serão agendadas.' },
          { shouldFocus: true },
        );
        return;
      }
      if (values.off_rule === 'skip') startsAt = startsAt.filter((t) => !off.has(t));
      if (startsAt.length === 0) {
        form.setMessage({
          text: 'Todas as saídas ficam fora da regra de maré. Mude os horários ou agende mesmo assim.',
          tone: 'error',
        });
        return;
      }
    }
    try {
      await schedule.mutateAsync({
        tourId: values.tour_id,
        boatId: values.boat_id,
        startsAt,
        cutoffMinutes: values.cutoff_minutes,
        minPassengers: values.min_passengers,
        note: values.note,
      });
      onDone();
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });

  const tourField = form.field('tour_id');
  // Skipping the departures outside the tide rule schedules the others only: the count and the
  // preview list the ones that will be created.
  const created = useMemo(() => {
    if (!(tideTour && offStarts && watched.off_rule === 'skip')) return moments;
    return moments.filter((m) => !offStarts.has(m.startsAt));
  }, [moments, tideTour, offStarts, watched.off_rule]);
  const count = created.length;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Agendar saídas">
      <SelectField
        label="Passeio"
        options={tours.map((t) => ({ value: t.id, label: t.title }))}
        {...tourField}
        onChange={(event) => {
          void tourField.onChange(event);
          const boat = tours.find((t) => t.id === event.target.value)?.default_boat_id;
          if (boat) form.setValue('boat_id', boat);
        }}
      />
      <SelectField
        label="Barco"
        options={boats.map((b) => ({ value: b.id, label: `${b.name} (lotação ${b.capacity})` }))}
        {...form.field('boat_id')}
      />
      <div className={styles.pair}>
        <DateField label="De" {...form.field('from')} />
        <DateField label="Até" {...form.field('to')} />
      </div>
      <fieldset
        className={styles.chips}
        aria-describedby={form.errorOf('weekdays') ? 'dias-erro' : undefined}
      >
        <legend className={`${styles.legend} ${styles.chipsLegend}`}>Dias da semana</legend>
        {WEEKDAYS.map((day) => (
          <label key={day.value} className={styles.chip}>
            <input
              className={styles.chipInput}
              type="checkbox"
              value={String(day.value)}
              {...form.register('weekdays')}
              aria-label={day.label}
            />
            {day.short}
          </label>
        ))}
        {form.errorOf('weekdays') ? (
          <p id="dias-erro" role="alert" className={styles.meta}>
            {form.errorOf('weekdays')}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Horários"
        hint="Separe por vírgulas, como 09:00, 14:00."
        {...form.field('times')}
      />
      <Textarea
        label="Exceto nas datas"
        hint="dd/mm/aaaa, uma por linha ou separadas por vírgula."
        rows={2}
        {...form.field('except')}
      />
      <div className={styles.pair}>
        <TextField
          label="Encerrar vendas (minutos antes)"
          inputMode="numeric"
          {...form.field('cutoff_minutes')}
        />
        <TextField
          label="Mínimo de passageiros"
          hint="Com esse número de confirmados a saída fica confirmada."
          inputMode="numeric"
          {...form.field('min_passengers')}
        />
      </div>
      <TextField
        label="Observação"
        hint="Aparece na saída, como: maré baixa, levar casaco."
        {...form.field('note')}
      />
      {tideTour ? (
        <ScheduleTides
          key={tideTour.id}
          tour={tideTour}
          planned={moments}
          today={today}
          offRuleField={form.field('off_rule')}
          onCheck={onTideCheck}
        />
      ) : null}
      <section aria-live="polite" aria-label="Saídas que serão criadas">
        <p>
          <strong>{created.length}</strong> {created.length === 1 ? 'saída' : 'saídas'} a partir de
          amanhã
        </p>
        {created.length ? (
          <p className={styles.meta}>
            {created
              .slice(0, 6)
              .map((m) => formatDateTime(new Date(m.startsAt), 'weekday-date') + ' ' + m.time)
              .join(' · ')}
            {created.length > 6 ? ` · e mais ${created.length - 6}` : ''}
          </p>
        ) : null}
      </section>
      <FormAlert message={form.message?.text} tone={form.message?.tone} />
      <SubmitButton pending={form.pending} pendingLabel="Agendando...">
        Agendar {count || ''} {count === 1 ? 'saída' : 'saídas'}
      </SubmitButton>
    </form>
  );
}
