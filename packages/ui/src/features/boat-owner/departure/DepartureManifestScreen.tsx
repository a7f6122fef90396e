import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isClientError, manifestCounts, type DepartureManifest } from '@mare/domain';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ButtonSlot } from '../../../components/Button/ButtonSlot.tsx';
import { QueryGate, withConnectionHint } from '../../../components/QueryGate/QueryGate.tsx';
import { formatDateTime } from '../../../components/format/format.ts';
import { PATHS } from '../../../routes.ts';
import { useDepartureManifest } from '../api/index.ts';
import { CancelDepartureDialog } from './CancelDepartureDialog.tsx';
import { CancelledNotice } from './CancelledNotice.tsx';
import { ManifestSummary } from './ManifestSummary.tsx';
import { NoShowPanel } from './NoShowPanel.tsx';
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
        <span className={styles.subtitleText}>
          {formatDateTime(new Date(departure.starts_at), 'long-date')}, às{' '}
          {formatDateTime(new Date(departure.starts_at), 'time')} · {departure.boat.name}
        </span>
        <Badge tone={status.tone} className={styles.subtitleBadge}>
          {status.label}
        </Badge>
      </p>
      {cancelled && <CancelledNotice manifest={manifest} />}
      <ManifestSummary counts={counts} cancelled={cancelled} />
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
      <NoShowPanel manifest={manifest} />
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
  return (
    <div className={styles.screen}>
      <nav aria-label="Navegação do painel" className={styles.noPrint}>
        <Link to={PATHS.boatOwnerDepartures} className={styles.back}>
          ← Voltar às saídas
        </Link>
      </nav>
      <header className={styles.pageHeader}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          Lista de passageiros
        </h1>
      </header>
      <QueryGate
        query={query}
        loadingLabel="Carregando a lista de passageiros..."
        errorMessage={withConnectionHint}
        // Not this owner's departure, or gone: asking again cannot change it.
        refusal={isClientError}
        forbidden={(error) => (
          <div role="alert" className={styles.refused}>
            <p className={styles.refusedText}>{error.message}</p>
            <ButtonSlot variant="secondary">
              <Link to={PATHS.boatOwners}>Ir para o painel</Link>
            </ButtonSlot>
          </div>
        )}
      >
        {(manifest) => <Manifest manifest={manifest} />}
      </QueryGate>
    </div>
  );
}

export default DepartureManifestScreen;
