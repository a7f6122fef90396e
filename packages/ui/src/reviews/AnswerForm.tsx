import { toast } from 'sonner';
import { REVIEW_LIMITS } from '@mare/domain';
import { Button } from '../components/Button/Button.tsx';
import { Textarea } from '../components/Textarea/Textarea.tsx';
import { FormAlert, useZodForm } from '../forms/index.ts';
import { useAnswerReview } from './api/review-mutations.ts';
import { answerSchema, counterWords } from './review-form.ts';
import styles from './reviews.module.css';

/**
 * The owner's or provider's public answer to a review, once: up to 1000 characters, shown under
 * the review to everyone. A refusal keeps the text.
 */
export function AnswerForm({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const form = useZodForm(answerSchema, { answer: '' });
  const answer = useAnswerReview();
  const text = form.watch('answer') ?? '';
  const onSubmit = form.submit(async (values) => {
    try {
      await answer.mutateAsync({ reviewId, answer: values.answer });
      toast.success('Resposta publicada.');
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });
  return (
    <form
      className={styles.answerForm}
      noValidate
      aria-label={`Responder a ${authorName}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Textarea
        label="Sua resposta pública"
        hint={`Todos veem a resposta abaixo da avaliação; ela não pode ser mudada depois. ${counterWords(text, REVIEW_LIMITS.answer)}.`}
        rows={3}
        {...form.field('answer')}
      />
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <div>
        <Button type="submit" size="sm" busy={form.pending} busyLabel="Publicando...">
          Publicar resposta
        </Button>
      </div>
    </form>
  );
}
