import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { REVIEW_LIMITS, SUB_RATINGS, type SubmittedReview } from '@mare/domain';
import { Button } from '../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../components/Dialog/Dialog.tsx';
import { Textarea } from '../components/Textarea/Textarea.tsx';
import { FormAlert, useZodForm } from '../forms/index.ts';
import { useSubmitReview, type ReviewTarget } from './api/review-mutations.ts';
import type { ReviewKind } from './ReviewCard.tsx';
import { counterWords, reviewSchema } from './review-form.ts';
import { StarInput } from './StarInput.tsx';
import styles from './reviews.module.css';

export interface ReviewDialogProps {
  /** The booking (a boat tour) or the provider request being reviewed. */
  target: ReviewTarget;
  /** The tour's title or the provider's name, in the dialog's title. */
  subjectTitle: string;
  kind: ReviewKind;
  /** When the trip was, as the screen words it ("22/11/2026"). */
  tripDate?: string;
  /** The button that opens it; "Avaliar passeio" / "Avaliar serviço" by default. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** After the review is saved (refresh the screen's own list); the dialog has closed. */
  onSubmitted?: (review: SubmittedReview) => Promise<void> | void;
}

const EMPTY = { stars: null, organization: null, safety: null, value: null, body: '' };

/** The stars a radio group holds, as a number or null. */
const chosen = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 5 ? number : null;
};

/**
 * "Avaliar": stars 1–5 (required), the three sub-ratings and a text (optional). The database
 * decides whether the review may be written; its refusal is said above the buttons, and
 * nothing typed is lost. Saved, the dialog closes and a toast thanks the author.
 */
export function ReviewDialog({
  target,
  subjectTitle,
  kind,
  tripDate,
  trigger,
  open: openProp,
  onOpenChange,
  onSubmitted,
}: ReviewDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const form = useZodForm(reviewSchema, EMPTY);
  const submit = useSubmitReview(target);
  const values = form.watch();
  const onSubmit = form.submit(async (input) => {
    try {
      const review = await submit.mutateAsync(input);
      setOpen(false);
      form.reset(EMPTY);
      toast.success('Avaliação publicada. Obrigado por contar como foi!');
      await onSubmitted?.(review);
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });
  const what = kind === 'tour' ? 'passeio' : 'serviço';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!form.pending) setOpen(next);
      }}
      title={`Avaliar ${subjectTitle}`}
      description={`${tripDate ? `${kind === 'tour' ? 'Passeio' : 'Serviço'} em ${tripDate}. ` : ''}Sua avaliação aparece com seu primeiro nome e a inicial do sobrenome.`}
      trigger={
        trigger ??
        (openProp === undefined ? <Button size="sm">{`Avaliar ${what}`}</Button> : undefined)
      }
    >
      <form
        className={styles.form}
        noValidate
        aria-label={`Avaliar ${what}`}
        onSubmit={(event) => void onSubmit(event)}
      >
        <StarInput
          legend="Sua nota"
          registration={form.register('stars')}
          value={chosen(values.stars)}
          error={form.errorOf('stars')}
        />
        <div className={styles.subRatingInputs}>
          {SUB_RATINGS.map((sub) => (
            <StarInput
              key={sub.key}
              legend={`${sub.label} (opcional)`}
              size="md"
              registration={form.register(sub.key)}
              value={chosen(values[sub.key])}
              clear={{
                label: `Limpar ${sub.label.toLowerCase()}`,
                onClear: () => form.setValue(sub.key, null),
              }}
            />
          ))}
        </div>
        <Textarea
          label="Conte como foi (opcional)"
          hint={counterWords(values.body ?? '', REVIEW_LIMITS.body)}
          rows={5}
          {...form.field('body')}
        />
        <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
        <div className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="secondary" disabled={form.pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" busy={form.pending} busyLabel="Publicando...">
            Publicar avaliação
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
