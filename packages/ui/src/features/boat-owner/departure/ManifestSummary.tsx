import type { ManifestCounts, PassengerBand } from '@mare/domain';
import { StatCard } from '../../../components/StatCard/StatCard.tsx';
import styles from './manifest.module.css';

const BANDS: PassengerBand[] = ['adult', 'child', 'lap'];
const plural: Record<PassengerBand, string> = {
  adult: 'Adultos',
  child: 'Crianças',
  lap: 'Crianças de colo',
};

/** The counts the crew checks before casting off: people, check-ins, payments, bands, zones. */
export function ManifestSummary({ counts }: { counts: ManifestCounts }) {
  return (
    <section aria-labelledby="resumo-titulo" className={styles.summary}>
      <h2 id="resumo-titulo">Resumo</h2>
      <div className={styles.stats}>
        <StatCard label="Passageiros" value={counts.total} />
        <StatCard label="Check-in feito" value={`${counts.checkedIn} de ${counts.total}`} />
        <StatCard label="Pagos" value={counts.paid} />
        <StatCard label="Pagamento pendente" value={counts.pending} />
      </div>
      <div className={styles.breakdown}>
        <dl aria-label="Por faixa">
          {BANDS.map((band) => (
            <div key={band}>
              <dt>{plural[band]}</dt>
              <dd>{counts.byBand[band]}</dd>
            </div>
          ))}
        </dl>
        {counts.byZone.length > 0 && (
          <dl aria-label="Por zona">
            {counts.byZone.map((zone) => (
              <div key={zone.code}>
                <dt>{zone.name}</dt>
                <dd>{zone.count}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
