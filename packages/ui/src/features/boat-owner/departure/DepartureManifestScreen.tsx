import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { manifestCounts, type DepartureManifest } from '@mare/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { RetryAlert } from '../../../components/RetryAlert/RetryAlert.tsx';
import { formatDateTime } from '../../../components/format/format.ts';
import { PageFallback } from '../../../layout/PageFallback.tsx';
import { PATHS } from '../../../routes.ts';
import { RequestError } from '../../../backend/request-error.ts';
import { useDepartureManifest } from './api.ts';
import { CancelDepartureDialog } from './CancelDepartureDialog.tsx';
import { CancelledNotice } from './CancelledNotice.tsx';
import { ManifestSummary } from './ManifestSummary.tsx';
import { PassengerList } from './PassengerList.tsx';
import { BoardingListButton, DownloadCsvButton } from './DownloadCsvButton.tsx';
import styles from './manifest.module.css';

const STATUS: Record<DepartureManifest['departure']['status'], { label: string; tone: BadgeTone }> =
  {
    scheduled: { label: 'Agendada', tone: 'info' },
    confirmed: { label: 'Confirmada', tone: 'success' },
    closed: { label: 'Vendas encerradas', tone: 'neutral' },
    cancelled: { label: 'Cancelada', tone: 'danger' },
    departed: { label: 'Realizada', tone: 'neutral' },
  };

/** While the screen is open, printing leaves out the site's header and footer (manifest.module.css). */
function usePrintMode() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.print = 'manifest';
    return () => {
      delete root.dataset.print;
    };
  }, []);
}

function Manifest({ manifest }: { manifest: DepartureManifest }) {
  const { departure } = manifest;
  const counts = manifestCounts(manifest.passengers, departure.zones);
  const cancelled = departure.status === 'cancelled';
  const status = STATUS[departure.status];
  return (
    <>
      <p className={styles.subtitle}>
        <strong>{departure.tour.title}</strong>
        <span>
          {formatDateTime(new Date(departure.starts_at), 'long-date')}, às{' '}
          {formatDateTime(new Date(departure.starts_at), 'time')} · {departure.boat.name}
        </span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      {cancelled && <CancelledNotice manifest={manifest} />}
      <ManifestSummary counts={counts} />
      <div className={[styles.toolbar, styles.noPrint].join(' ')}>
        <Button
          variant="secondary"
          onClick={() => window.print()}
          disabled={manifest.passengers.length === 0}
        >
          Imprimir lista
        </Button>
        <DownloadCsvButton manifest={manifest} />
        <BoardingListButton manifest={manifest} />
        {!cancelled && departure.status !== 'departed' && (
          <CancelDepartureDialog manifest={manifest} />
        )}
      </div>
      <PassengerList manifest={manifest} />
    </>
  );
}

/** The boat owner's passenger list of one departure: check-in at the pier, print, CSV, cancel. */
export function DepartureManifestScreen() {
  const { id = '' } = useParams();
  const query = useDepartureManifest(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  usePrintMode();
  const refused =
    query.error instanceof RequestError &&
    query.error.status !== undefined &&
    query.error.status < 500;
  return (
    <div className={styles.screen}>
      <nav aria-label="Navegação do painel" className={styles.noPrint}>
        <Link to={PATHS.boatOwnerDepartures} className={styles.back}>
          ← Voltar às saídas
        </Link>
      </nav>
      <header className={styles.pageHeader}>
        <h1 ref={headingRef} tabIndex={-1}>
          Lista de passageiros
        </h1>
      </header>
      {query.isPending ? (
        <PageFallback label="Carregando a lista de passageiros..." />
      ) : query.isError ? (
        refused ? (
          <div role="alert" className={styles.refused}>
            <p>{query.error.message}</p>
            <Button asChild variant="secondary">
              <Link to={PATHS.boatOwners}>Ir para o painel</Link>
            </Button>
          </div>
        ) : (
          <RetryAlert
            message={`${query.error.message}. Verifique sua conexão e tente novamente.`}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <Manifest manifest={query.data} />
      )}
    </div>
  );
}

export default DepartureManifestScreen;
