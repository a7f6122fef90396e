import { Link } from 'react-router-dom';
import type { ReviewNote } from '@mare/domain';
import { Card } from '../../components/Card/index.ts';
import { formatDateTime } from '../../components/format/index.ts';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { PATHS } from '../../routes.ts';
import { useReviewNotes, type ReviewSubject } from './api/index.ts';
import styles from './boat-owner.module.css';

const DECISION: Record<ReviewNote['decision'], string> = {
  send_back: 'Devolvido para ajustes',
  suspend: 'Suspenso',
  publish: 'Publicado',
  refused: 'Recusado',
  approved: 'Aprovado',
};

/** "Devolvido para ajustes em 20/11/2026, 10h30", then what the admin wrote. */
function NoteBody({ note }: { note: ReviewNote }) {
  return (
    <>
      <p className={styles.meta}>
        {DECISION[note.decision]} em {formatDateTime(new Date(note.created_at))}
      </p>
      {note.comments ? <p className={styles.noteText}>{note.comments}</p> : null}
    </>
  );
}

const subjectPath = (note: ReviewNote) =>
  note.kind === 'tour'
    ? `${PATHS.boatOwnerTours}/${note.subject_id}`
    : `${PATHS.boatOwnerBoats}/${note.subject_id}`;

/**
 * Início: what the Maré team said about a tour sent back or a boat refused, while it still waits
 * for the owner (resubmitted, it leaves this list; its history stays on the tour's page).
 */
export function OpenReviewNotes() {
  const notes = useReviewNotes();
  return (
    <QueryGate query={notes} loadingLabel="Carregando os comentários da equipe...">
      {(list) => {
        const open = list.filter((n) => n.open && n.kind !== 'service');
        if (open.length === 0) return null;
        return (
          <section className={styles.fieldset} aria-labelledby="comentarios-revisao">
            <h2 id="comentarios-revisao" className={styles.sectionTitle}>
              Comentários da equipe Maré
            </h2>
            <ul className={styles.list}>
              {open.map((note) => (
                <Card as="li" outlined key={`${note.kind}-${note.subject_id}`}>
                  <Link to={subjectPath(note)}>
                    {note.kind === 'tour' ? 'Passeio' : 'Barco'}: {note.subject_name}
                  </Link>
                  <NoteBody note={note} />
                </Card>
              ))}
            </ul>
          </section>
        );
      }}
    </QueryGate>
  );
}

/**
 * A tour's or a boat's page: every note of its review, newest first, kept across resubmissions
 * (an edit clears the boat's current reason; its history stays here).
 */
export function ReviewHistory({ subject }: { subject: ReviewSubject }) {
  const notes = useReviewNotes(subject);
  return (
    <QueryGate query={notes} loadingLabel="Carregando os comentários da revisão...">
      {(list) =>
        list.length === 0 ? null : (
          <section className={styles.fieldset} aria-labelledby="historico-revisao">
            <h2 id="historico-revisao" className={styles.sectionTitle}>
              {subject.kind === 'tour' ? 'Comentários da revisão' : 'Histórico da verificação'}
            </h2>
            {list[0]?.open ? (
              <p className={styles.meta} role="note">
                {subject.kind === 'tour'
                  ? 'Ajuste o que a equipe pediu e envie para revisão de novo.'
                  : 'Corrija o que a equipe apontou: ao salvar a inscrição ou a lotação, o barco volta para a verificação.'}
              </p>
            ) : null}
            <ul className={styles.list}>
              {list.map((note) => (
                <Card as="li" outlined key={`${note.created_at}-${note.decision}`}>
                  <NoteBody note={note} />
                </Card>
              ))}
            </ul>
          </section>
        )
      }
    </QueryGate>
  );
}
