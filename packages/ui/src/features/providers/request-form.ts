import {
  REQUEST_PEOPLE,
  TEXT_LIMITS,
  TEXT_MINIMUMS,
  checkMaxLength,
  checkWhatsapp,
  lazyFormatter,
} from '@mare/domain';
import { z } from '../../forms/schemas.ts';
import type { TabStorage } from '../../tab-storage/index.ts';

/** The request form's fields, by name (also what a draft keeps). */
export const REQUEST_FIELDS = ['servico', 'data', 'pessoas', 'mensagem', 'telefone'] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];
export type RequestValues = Record<RequestField, string>;

export const REQUEST_MESSAGES = {
  service: 'Escolha o serviço.',
  date: 'Informe a data.',
  dateInvalid: 'Informe uma data válida, como 20/12/2026.',
  datePast: 'Escolha uma data a partir de hoje.',
  dateFar: 'Escolha uma data até daqui a um ano.',
  people: `Informe de ${REQUEST_PEOPLE.min} a ${REQUEST_PEOPLE.max} pessoas.`,
  message: 'Escreva o que você precisa.',
  messageShort: `Escreva pelo menos ${TEXT_MINIMUMS.requestMessage} caracteres.`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** How far ahead a request may be for: a year from today, as the database counts it. */
export const REQUEST_DAYS_AHEAD = 365;

/** The last day a request may be for ("aaaa-mm-dd"), from today's. */
export function lastRequestDay(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + REQUEST_DAYS_AHEAD);
  return day.toISOString().slice(0, 10);
}

/** Each field's rule for the values given; null when it is fine. */
export function checkRequestField(
  field: RequestField,
  raw: string,
  { today, services }: { today: string; services: readonly string[] },
): string | null {
  const value = raw.trim();
  switch (field) {
    case 'servico':
      return services.includes(value) ? null : REQUEST_MESSAGES.service;
    case 'data':
      if (value === '') return REQUEST_MESSAGES.date;
      if (!isDay(value)) return REQUEST_MESSAGES.dateInvalid;
      // Both are "aaaa-mm-dd": text order is day order.
      if (value < today) return REQUEST_MESSAGES.datePast;
      return value > lastRequestDay(today) ? REQUEST_MESSAGES.dateFar : null;
    case 'pessoas': {
      const people = Number(value);
      return value !== '' &&
        Number.isInteger(people) &&
        people >= REQUEST_PEOPLE.min &&
        people <= REQUEST_PEOPLE.max
        ? null
        : REQUEST_MESSAGES.people;
    }
    case 'mensagem':
      if (value === '') return REQUEST_MESSAGES.message;
      if (value.length < TEXT_MINIMUMS.requestMessage) return REQUEST_MESSAGES.messageShort;
      return checkMaxLength(value, TEXT_LIMITS.requestMessage);
    case 'telefone':
      return checkWhatsapp(value) ?? checkMaxLength(value, TEXT_LIMITS.phone);
  }
}

/** What public.send_provider_request takes, from the form's values once they are valid. */
export interface RequestInput {
  service: string;
  date: string;
  people: number;
  message: string;
  /** Digits only, with the DDD. */
  phone: string;
}

/**
 * The request form's schema: today (São Paulo's day, "aaaa-mm-dd") is the earliest date; the
 * service must be one of the provider's. Messages are pt-BR, one per field.
 */
export function requestSchema(context: { today: string; services: readonly string[] }) {
  return z
    .pipe(
      z.record(z.string(), z.optional(z.string())),
      z.transform((raw: Record<string, string | undefined>): RequestValues => ({
        servico: raw.servico ?? '',
        data: raw.data ?? '',
        pessoas: raw.pessoas ?? '',
        mensagem: raw.mensagem ?? '',
        telefone: raw.telefone ?? '',
      })),
    )
    .check(
      z.superRefine((values: RequestValues, issues) => {
        for (const field of REQUEST_FIELDS) {
          const message = checkRequestField(field, values[field], context);
          if (message) issues.addIssue({ code: 'custom', message, path: [field] });
        }
      }),
    );
}

/** The valid form's values as the function's arguments. */
export const requestInput = (values: RequestValues): RequestInput => ({
  service: values.servico.trim(),
  date: values.data.trim(),
  people: Number(values.pessoas.trim()),
  message: values.mensagem.trim(),
  phone: values.telefone.replace(/\D/g, ''),
});

// Made once, on first use: building a formatter with a time zone costs more than formatting, and
// the form asks on every render.
const saoPauloDays = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** "aaaa-mm-dd" of a moment in São Paulo, the day the request rules count in. */
export function saoPauloDay(at: Date): string {
  return saoPauloDays().format(at);
}

/** Every request draft's key starts so; the provider's slug follows. */
export const REQUEST_DRAFT_PREFIX = 'mare:provider-request:';
export const requestDraftKey = (slug: string) => `${REQUEST_DRAFT_PREFIX}${slug}`;

/**
 * What was typed into the request form of one provider, kept in the tab's storage so signing in
 * (or a reload) finds it again. Storage may be missing or refuse (private mode, full): then
 * nothing is kept and the form works as before.
 */
export function requestDrafts(storage: TabStorage | null) {
  return {
    /** The draft of `slug`: only the form's fields, only text (nothing else is trusted). */
    load(slug: string): Partial<RequestValues> {
      if (!storage) return {};
      try {
        const parsed: unknown = JSON.parse(storage.getItem(requestDraftKey(slug)) ?? '{}');
        if (typeof parsed !== 'object' || parsed === null) return {};
        const stored = parsed as Record<string, unknown>;
        const draft: Partial<RequestValues> = {};
        for (const field of REQUEST_FIELDS) {
          const value = stored[field];
          if (typeof value === 'string') draft[field] = value;
        }
        return draft;
      } catch {
        return {};
      }
    },
    save(slug: string, values: Partial<Record<string, unknown>>): void {
      if (!storage) return;
      const draft = Object.fromEntries(
        REQUEST_FIELDS.flatMap((field) => {
          const value = values[field];
          return typeof value === 'string' ? [[field, value]] : [];
        }),
      );
      try {
        storage.setItem(requestDraftKey(slug), JSON.stringify(draft));
      } catch {
        // Full or refused: the form keeps what is on screen; only a reload would lose it.
      }
    },
    /** Sent: the draft goes. */
    clear(slug: string): void {
      try {
        storage?.removeItem(requestDraftKey(slug));
      } catch {
        // Nothing kept can be removed; nothing to do.
      }
    },
  };
}
