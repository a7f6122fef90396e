// zod's mini build: the sign-in page is prerendered under a performance budget.
import * as z from 'zod/mini';
import {
  checkCadastur,
  checkEmail,
  checkPassword,
  checkPasswordConfirmation,
  checkMaxLength,
  checkRequired,
  checkRequiredText,
  checkTaxId,
  checkWhatsapp,
  FIELD_MESSAGES,
  TEXT_LIMITS,
} from '@mare/domain';

/**
 * zod fields for the site's forms. The rules and their pt-BR messages are the domain's (tested
 * in Node, shared with every caller); zod composes them into one schema per form.
 * A field the browser has not reported yet reads as '' (a prerendered form hydrating).
 */
const text = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value ?? ''),
);

const checkedBy = (check: (value: string) => string | null) =>
  text.check(
    z.superRefine((value: string, context) => {
      const message = check(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  );

const trimmed = (check: (value: string) => string | null) =>
  z.pipe(
    checkedBy(check),
    z.transform((value: string) => value.trim()),
  );

/** Trimmed text that must not be empty, nor longer than the database keeps (`max`). */
export const requiredText = (message: string = FIELD_MESSAGES.required, max?: number) =>
  trimmed((value) =>
    max === undefined ? checkRequired(value, message) : checkRequiredText(value, message, max),
  );

export const emailField = trimmed(checkEmail);

/** A password as typed (never trimmed); new passwords need the minimum length. */
export const passwordField = checkedBy((value) => checkPassword(value));
export const newPasswordField = checkedBy((value) =>
  checkPassword(value, { forNewPassword: true }),
);

/** A CPF or CNPJ as digits only. */
export const taxIdField = z.pipe(
  checkedBy(checkTaxId),
  z.transform((value: string) => value.replace(/\D/g, '')),
);

/** Cadastur as digits only. */
export const cadasturField = z.pipe(
  checkedBy(checkCadastur),
  z.transform((value: string) => value.replace(/\D/g, '')),
);
export const whatsappField = trimmed(
  (value) => checkWhatsapp(value) ?? checkMaxLength(value, TEXT_LIMITS.phone),
);

export const signInSchema = z.object({ email: emailField, password: passwordField });
export const emailOnlySchema = z.object({ email: emailField });

/** A new password typed twice: the second must match. */
export const newPasswordSchema = z.object({ password: newPasswordField, confirmation: text }).check(
  z.superRefine((values: { password: string; confirmation: string }, context) => {
    const message = checkPasswordConfirmation(values.password, values.confirmation);
    if (message) context.addIssue({ code: 'custom', message, path: ['confirmation'] });
  }),
);

export { z, TEXT_LIMITS };
