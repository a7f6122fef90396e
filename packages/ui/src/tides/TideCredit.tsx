import { lazyFormatter, type TideStation } from '@mare/domain';
import styles from './tides.module.css';

const distance = lazyFormatter(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));

/** Chart datums in words, as Brazilian tide tables name them; the code itself is never shown. */
const DATUMS: Readonly<Record<string, string>> = {
  MLWS: 'média das baixa-mares de sizígia',
  MLLW: 'média das baixa-mares inferiores',
  LAT: 'menor maré astronômica',
  MSL: 'nível médio do mar',
};

/** "alturas acima do nível de redução (média das baixa-mares de sizígia)". */
export function datumWords(code: string): string {
  const words = DATUMS[code];
  return words
    ? `alturas acima do nível de redução (${words})`
    : 'alturas acima do nível de redução da estação';
}

/**
 * Where the heights come from, shown wherever they are: the station, how far it is from the beach,
 * what the heights are measured from, and the data's credit as its licence asks (CC BY 4.0).
 */
export function TideCredit({ station, distanceKm }: { station: TideStation; distanceKm: number }) {
  return (
    <div className={styles.credit}>
      <p className={styles.creditText}>
        {`Previsão astronômica da estação de ${station.label}, a ${distance().format(distanceKm)} km da praia; ${datumWords(station.chartDatum)}. Vento e pressão podem mudar o mar do dia.`}
      </p>
      <p className={styles.creditText}>
        {'Dados: '}
        <a
          className={styles.link}
          href={station.source.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {`${station.source.name} (abre em nova aba)`}
        </a>
        {', pela Neaps tide database, licença '}
        <a className={styles.link} href={station.license} target="_blank" rel="noopener noreferrer">
          CC BY 4.0 (abre em nova aba)
        </a>
        .
      </p>
      <details className={styles.details}>
        <summary className={styles.toggle}>Crédito completo dos dados</summary>
        <p className={styles.creditText} lang="en">
          {station.attribution}
        </p>
      </details>
    </div>
  );
}
