import type { ManifestCounts, PassengerBand } from '@mare/domain';
import { StatCard } from '../../../components/StatCard/StatCard.tsx';
import styles from './manifest.module.css';

const BANDS: PassengerBand[] = ['adult', 'child', 'lap'];
const plural: Record<PassengerBand, string> = {
  adult: 'Adultos',
  child: 'Crianças',
  lap: 'Crianças de colo',
};

/**
 * The counts the crew checks before casting off: people, check-ins, payments, bands, zones. Once
 * the departure is cancelled, what was paid went back: refunded, never "Pagos".
 */
export function ManifestSummary({
  counts,
  cancelled = false,
}: {
  counts: ManifestCounts;
  cancelled?: boolean;
}) {
  return (
    <section aria-labelledby="resumo-titulo">
      <h2 id="resumo-titulo" className={styles.summaryTitle}>
        Resumo
      </h2>
      <div className={styles.stats}>
        <StatCard label="Passageiros" value={counts.total} />
        {cancelled ? (
          <>
            <StatCard label="Reembolsados" value={counts.refunded} />
            <StatCard label="Sem cobrança" value={counts.total - counts.refunded} />
          </>
        ) : (
          <>
            <StatCard label="Check-in feito" value={`${counts.checkedIn} de ${counts.total}`} />
            <StatCard label="Pagos" value={counts.paid} />
            <StatCard label="Pagamento pendente" value={counts.pending} />
            {counts.noShow > 0 && <StatCard label="Não compareceram" value={counts.noShow} />}
          </>
        )}
      </div>
      <div className={styles.breakdown}>
        <dl aria-label="Por faixa" className={styles.breakdownList}>
          {BANDS.map((band) => (
            <div key={band} className={styles.breakdownItem}>
              <dt className={styles.breakdownTerm}>{plural[band]}</dt>
              <dd className={styles.breakdownValue}>{counts.byBand[band]}</dd>
            </div>
          ))}
        </dl>
        {counts.byZone.length > 0 && (
          <dl aria-label="Por zona" className={styles.breakdownList}>
            {counts.byZone.map((zone) => (
              <div key={zone.code} className={styles.breakdownItem}>
                <dt className={styles.breakdownTerm}>{zone.name}</dt>
                <dd className={styles.breakdownValue}>{zone.count}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
