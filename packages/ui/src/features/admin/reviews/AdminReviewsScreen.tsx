import { useState } from 'react';
import {
  PERMISSION_REFUSED,
  REVIEW_LIMITS,
  SUB_RATINGS,
  reviewCountWords,
  tripDateWords,
  type AdminReview,
  type AdminReviewFilter,
} from '@mare/domain';
import { AlertDialog } from '../../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../../components/Pagination/Pagination.tsx';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import { SelectField } from '../../../components/SelectField/SelectField.tsx';
import { formatDateTime } from '../../../components/format/format.ts';
import { PageSection } from '../../../dashboard/PageSection.tsx';
import { ReviewStars } from '../../../reviews/Stars.tsx';
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews, useModerateReview } from '../api/index.ts';
import { useReason } from '../manage/ReasonField.tsx';
import styles from '../manage/admin-manage.module.css';

const FILTERS = [
  { value: 'all', label: 'Todas' },
  { value: 'hidden', label: 'Ocultas' },
  { value: 'low', label: 'Notas baixas (1 ou 2 estrelas)' },
] as const satisfies readonly { value: AdminReviewFilter; label: string }[];

const EMPTY: Record<AdminReviewFilter, string> = {
  all: 'Nenhuma avaliação ainda',
  hidden: 'Nenhuma avaliação oculta',
  low: 'Nenhuma avaliação com nota baixa',
};

const isFilter = (value: string): value is AdminReviewFilter =>
  FILTERS.some((filter) => filter.value === value);

/**
 * Avaliações: every review of tours and providers, newest first, filtered (todas, ocultas, notas
 * baixas). An abusive one is hidden with a reason the author receives by e-mail; a hidden one can
 * be shown again. The server audits both and recomputes the figures.
 */
export function AdminReviewsScreen() {
  const [filter, setFilter] = useState<AdminReviewFilter>('all');
  const [page, setPage] = useState(1);
  const query = useAdminReviews(filter, page);
  return (
    <PageSection title="Avaliações">
      <div className={styles.filters}>
        <SelectField
          name="review-filter"
          label="Mostrar"
          options={FILTERS}
          value={filter}
          onChange={(event) => {
            if (isFilter(event.target.value)) setFilter(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryGate
        query={query}
        loadingLabel="Carregando as avaliações..."
        forbidden={PERMISSION_REFUSED}
      >
        {({ total, items }) =>
          items.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={EMPTY[filter]}
              description="As avaliações aparecem aqui assim que os passageiros e clientes as escrevem."
            />
          ) : (
            <div className={styles.stack}>
              <p className={styles.summary}>{reviewCountWords(total)}</p>
              <ul className={styles.cards} aria-label="Avaliações">
                {items.map((review) => (
                  <ReviewModeration key={review.id} review={review} />
                ))}
              </ul>
              {total > ADMIN_REVIEWS_PAGE_SIZE && (
                <Pagination
                  page={page}
                  pageCount={Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)}
                  onPageChange={setPage}
                  label="Páginas de avaliações"
                />
              )}
            </div>
          )
        }
      </QueryGate>
    </PageSection>
  );
}

function ReviewModeration({ review }: { review: AdminReview }) {
  const reason = useReason({
    max: REVIEW_LIMITS.hideReason,
    message: `Informe o motivo; o autor vai recebê-lo por e-mail (de 3 a ${REVIEW_LIMITS.hideReason} caracteres).`,
  });
  const [confirm, setConfirm] = useState<'hide' | 'show' | null>(null);
  const moderate = useModerateReview();
  const headingId = `review-${review.id}`;
  const hidden = review.hidden_at !== null;
  const subRatings = SUB_RATINGS.flatMap((sub) => {
    const value = review[sub.key];
    return value === null ? [] : [`${sub.label} ${value}`];
  });
  return (
    <Card as="li" aria-labelledby={headingId}>
      <div className={styles.stack}>
        <div className={styles.row}>
          <h2 id={headingId} className={styles.cardTitle}>
            {review.subject_title}
          </h2>
          {hidden ? <Badge tone="warning">Oculta</Badge> : <Badge tone="success">Publicada</Badge>}
        </div>
        <dl className={`${styles.facts} ${styles.factsNarrow}`}>
          <dt className={styles.term}>Autor</dt>
          <dd className={styles.detail}>
            {review.author_name}
            {review.author_email ? ` (${review.author_email})` : ''}
          </dd>
          <dt className={styles.term}>Nota</dt>
          <dd className={styles.detail}>
            <ReviewStars stars={review.stars} size="sm" />
            {subRatings.length > 0 && ` · ${subRatings.join(' · ')}`}
          </dd>
          <dt className={styles.term}>Viagem</dt>
          <dd className={styles.detail}>
            {tripDateWords(review.trip_date, review.tour_id ? 'tour' : 'service')}
          </dd>
          <dt className={styles.term}>Escrita em</dt>
          <dd className={styles.detail}>{formatDateTime(new Date(review.created_at))}</dd>
          <dt className={styles.term}>Texto</dt>
          <dd className={styles.detail}>{review.body || 'Sem texto, só a nota.'}</dd>
          {review.answer && (
            <>
              <dt className={styles.term}>Resposta</dt>
              <dd className={styles.detail}>{review.answer}</dd>
            </>
          )}
          {hidden && (
            <>
              <dt className={styles.term}>Ocultada em</dt>
              <dd className={styles.detail}>
                {formatDateTime(new Date(review.hidden_at ?? review.created_at))}
              </dd>
              <dt className={styles.term}>Motivo</dt>
              <dd className={styles.detail}>{review.hidden_reason}</dd>
            </>
          )}
        </dl>
        {hidden ? (
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setConfirm('show')}>
              Mostrar de novo
            </Button>
          </div>
        ) : (
          <>
            {reason.field({
              name: `review-hide-reason-${review.id}`,
              label: 'Motivo para ocultar',
              hint: 'O autor recebe este texto por e-mail.',
            })}
            <div className={styles.row}>
              <Button
                variant="danger"
                onClick={() => {
                  if (reason.check()) setConfirm('hide');
                }}
              >
                Ocultar avaliação
              </Button>
            </div>
          </>
        )}
      </div>
      <AlertDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        tone={confirm === 'show' ? 'primary' : 'danger'}
        title={
          confirm === 'show'
            ? `Mostrar de novo a avaliação de ${review.author_name}?`
            : `Ocultar a avaliação de ${review.author_name}?`
        }
        description={
          confirm === 'show'
            ? 'Ela volta a aparecer na página e a contar na nota média.'
            : `Ela sai da página e da nota média. ${review.author_name} recebe o motivo por e-mail: "${reason.text}".`
        }
        confirmLabel={confirm === 'show' ? 'Mostrar' : 'Ocultar'}
        busyLabel="Salvando..."
        busy={moderate.isPending}
        onConfirm={() =>
          confirm &&
          moderate.mutate(
            confirm === 'hide'
              ? { review, hide: true, reason: reason.text }
              : { review, hide: false },
            { onSettled: () => setConfirm(null) },
          )
        }
      />
    </Card>
  );
}
