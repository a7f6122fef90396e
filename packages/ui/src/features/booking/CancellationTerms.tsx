import type { CancellationTierRow } from '@mare/domain';
import styles from './booking.module.css';

const hours = (n: number) =>
  n % 24 === 0 ? `${n / 24 === 1 ? '1 dia' : `${n / 24} dias`}` : `${n} horas`;

/** The tour's cancellation tiers in plain words, with the CDC art. 49 right first. */
export function CancellationTerms({ tiers }: { tiers: readonly CancellationTierRow[] }) {
  const sorted = [...tiers].sort((a, b) => b.hours_before - a.hours_before);
  return (
    <section aria-labelledby="politica-cancelamento">
      <h3 id="politica-cancelamento" className={styles.termsHeading}>
        Política de cancelamento
      </h3>
      <ul className={styles.termsList}>
        <li>
          Até 7 dias depois da compra, você pode desistir e recebe tudo de volta (direito de
          arrependimento, art. 49 do Código de Defesa do Consumidor), desde que antes do passeio.
        </li>
        {sorted.map((tier) => (
          <li key={tier.hours_before}>
            Cancelando até {hours(tier.hours_before)} antes da saída: {tier.percent}% do valor do
            passeio de volta, mais a taxa de embarque.
          </li>
        ))}
        <li>
          Depois disso, só a taxa de embarque é devolvida. Se o passeio for cancelado pelo operador
          (mar fechado, por exemplo), você recebe tudo de volta.
        </li>
      </ul>
    </section>
  );
}
