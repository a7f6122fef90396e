import { PERMISSION_REFUSED } from '@mare/domain';
import { useState } from 'react';
import { AlertDialog } from '../../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { DataTable, type ColumnDef } from '../../../components/DataTable/DataTable.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { SelectField } from '../../../components/SelectField/SelectField.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.tsx';
import { PageSection } from '../../../dashboard/PageSection.tsx';
import {
  TOUR_STATUS_LABELS,
  useAdminTours,
  useDecideTour,
  useTourContent,
  type AdminTour,
  type TourStatus,
} from '../api/index.ts';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import { useReason } from './ReasonField.tsx';
import styles from './admin-manage.module.css';

const STATUS_OPTIONS = Object.entries(TOUR_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const STATUS_TONE = {
  draft: 'neutral',
  in_review: 'warning',
  published: 'success',
  suspended: 'danger',
} as const;

/** Passeios: the review queue first, every tour, and the admin's decision with a preview. */
export function AdminToursScreen() {
  const [status, setStatus] = useState<TourStatus | ''>('');
  const [selected, setSelected] = useState<AdminTour | null>(null);
  const tours = useAdminTours(status);

  const columns: ColumnDef<AdminTour>[] = [
    { id: 'title', header: 'Passeio', accessorFn: (tour) => tour.title },
    { id: 'owner', header: 'Dono do barco', accessorFn: (tour) => tour.owner_name },
    {
      id: 'status',
      header: 'Situação',
      accessorFn: (tour) => TOUR_STATUS_LABELS[tour.status],
      cell: ({ row }) => (
        <Badge tone={STATUS_TONE[row.original.status]}>
          {TOUR_STATUS_LABELS[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'departures',
      header: 'Próximas saídas',
      accessorFn: (tour) => tour.upcoming_departures,
    },
    {
      id: 'actions',
      header: 'Ações',
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          className={styles.rowAction}
          onClick={() => setSelected(row.original)}
        >
          Revisar<VisuallyHidden> {row.original.title}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <PageSection title="Passeios">
      <div className={styles.filters}>
        <SelectField
          name="tour-status"
          label="Situação"
          options={STATUS_OPTIONS}
          placeholder="Todas"
          value={status}
          onChange={(event) => setStatus(event.target.value as TourStatus | '')}
        />
      </div>
      <QueryGate query={tours} loadingLabel="Carregando passeios..." forbidden={PERMISSION_REFUSED}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title="Nenhum passeio"
              description="Os passeios enviados pelos donos de barco aparecem aqui."
            />
          ) : (
            <>
              <h2 className={styles.summary}>
                {list.filter((tour) => tour.status === 'in_review').length} em revisão ·{' '}
                {list.length} no total
              </h2>
              <DataTable
                caption="Lista de passeios"
                columns={columns}
                data={list}
                pageSize={20}
                getRowId={(tour) => tour.id}
                empty={{ title: 'Nenhum passeio' }}
              />
            </>
          )
        }
      </QueryGate>
      {selected && <TourReview tour={selected} onClose={() => setSelected(null)} />}
    </PageSection>
  );
}

type Decision = 'publish' | 'send_back' | 'suspend';

function TourReview({ tour, onClose }: { tour: AdminTour; onClose: () => void }) {
  const content = useTourContent(tour.id);
  const decide = useDecideTour();
  const comments = useReason({
    max: 2000,
    message: 'Escreva um comentário para o dono do barco (de 3 a 2000 caracteres).',
  });
  const [cancelBookings, setCancelBookings] = useState(false);
  const [confirm, setConfirm] = useState<Decision | null>(null);

  const ask = (decision: Decision) => {
    if (decision === 'publish' || comments.check()) setConfirm(decision);
  };

  const questions: Record<Decision, { title: string; description: string; label: string }> = {
    publish: {
      title: 'Publicar o passeio?',
      description: 'O passeio aparece para os visitantes e as saídas abrem para venda.',
      label: 'Publicar',
    },
    send_back: {
      title: 'Devolver ao dono do barco?',
      description: 'O passeio volta a rascunho e o dono lê os seus comentários.',
      label: 'Devolver',
    },
    suspend: {
      title: 'Suspender o passeio?',
      description: cancelBookings
        ? `As ${tour.upcoming_departures} próximas saídas serão canceladas e as reservas pagas reembolsadas por inteiro.`
        : `As ${tour.upcoming_departures} próximas saídas deixam de vender; as reservas existentes são mantidas.`,
      label: 'Suspender',
    },
  };

  return (
    <Dialog
      open
      size="wide"
      title={tour.title}
      description={`${TOUR_STATUS_LABELS[tour.status]} · ${tour.owner_name}`}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className={styles.stack}>
        {tour.last_note && (
          <p>
            <strong>Último comentário:</strong> {tour.last_note.comments}
          </p>
        )}
        {tour.unapproved_boats > 0 && (
          <p role="note">
            <Badge tone="warning">Barco não aprovado</Badge> Há saídas em barcos que ainda não foram
            aprovados em Donos de barco.
          </p>
        )}
        <section aria-labelledby="tour-preview">
          <h3 id="tour-preview">Prévia da página pública</h3>
          <QueryGate
            query={content}
            loadingLabel="Carregando a prévia..."
            forbidden={PERMISSION_REFUSED}
          >
            {(tourContent) => (
              <Card outlined>
                <h4>{tourContent.title}</h4>
                <p>{tourContent.summary}</p>
                <dl className={styles.facts}>
                  <dt className={styles.term}>Local</dt>
                  <dd className={styles.detail}>
                    {tourContent.place ?? tourContent.beach_id ?? '—'}
                  </dd>
                  <dt className={styles.term}>Duração</dt>
                  <dd className={styles.detail}>
                    {Math.round(tourContent.duration_minutes / 60)} h
                  </dd>
                  <dt className={styles.term}>Adulto</dt>
                  <dd className={styles.detail}>
                    <Price cents={tourContent.price_adult} />
                  </dd>
                  <dt className={styles.term}>Criança</dt>
                  <dd className={styles.detail}>
                    <Price cents={tourContent.price_child} />
                  </dd>
                  <dt className={styles.term}>Taxa de embarque</dt>
                  <dd className={styles.detail}>
                    <Price cents={tourContent.boarding_fee} />
                  </dd>
                  <dt className={styles.term}>Ponto de encontro</dt>
                  <dd className={styles.detail}>{tourContent.meeting_point.address ?? '—'}</dd>
                </dl>
                {tourContent.itinerary.length > 0 && (
                  <>
                    <h5>Roteiro</h5>
                    <ol className={styles.list}>
                      {tourContent.itinerary.map((step) => (
                        <li key={step.title}>
                          {step.title}
                          {step.description ? ` — ${step.description}` : ''}
                        </li>
                      ))}
                    </ol>
                  </>
                )}
                {tourContent.included.length > 0 && (
                  <>
                    <h5>Incluso</h5>
                    <ul className={styles.list}>
                      {tourContent.included.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </>
                )}
              </Card>
            )}
          </QueryGate>
        </section>
        {comments.field({
          name: 'review-comments',
          label: 'Comentários para o dono do barco',
          hint: 'Obrigatório para devolver ou suspender; o dono lê este texto.',
          rows: 3,
        })}
        {tour.status === 'published' && (
          <Checkbox
            name="cancel-bookings"
            label="Cancelar as reservas das próximas saídas e reembolsar"
            hint="Sem marcar, as saídas fecham e as reservas são mantidas."
            checked={cancelBookings}
            onChange={(event) => setCancelBookings(event.target.checked)}
          />
        )}
        <div className={styles.row}>
          {tour.status !== 'published' && <Button onClick={() => ask('publish')}>Publicar</Button>}
          {tour.status === 'in_review' && (
            <Button variant="secondary" onClick={() => ask('send_back')}>
              Devolver com comentários
            </Button>
          )}
          {tour.status === 'published' && (
            <Button variant="danger" onClick={() => ask('suspend')}>
              Suspender
            </Button>
          )}
        </div>
      </div>
      {confirm && (
        <AlertDialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirm(null);
          }}
          tone={confirm === 'suspend' ? 'danger' : 'primary'}
          title={questions[confirm].title}
          description={questions[confirm].description}
          confirmLabel={questions[confirm].label}
          busyLabel="Salvando..."
          busy={decide.isPending}
          onConfirm={() =>
            decide.mutate(
              {
                tour,
                decision: confirm,
                ...(comments.text ? { comments: comments.text } : {}),
                cancelBookings: confirm === 'suspend' && cancelBookings,
              },
              {
                onSettled: () => setConfirm(null),
                onSuccess: onClose,
              },
            )
          }
        />
      )}
    </Dialog>
  );
}
