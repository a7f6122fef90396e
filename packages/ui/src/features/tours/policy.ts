import { WITHDRAWAL_DAYS, type CancellationTierRow, type TourDetail } from '@mare/domain';
import { formatBRL } from '../../components/format/format.ts';

const hoursText = (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`);

/**
 * The tour's cancellation tiers in plain words, longest notice first, as cancel_booking applies
 * them: the best tier met gives its share of the tour price back, and the taxa de embarque comes
 * back in full because nobody boards.
 */
export function cancellationRules(tiers: readonly CancellationTierRow[]): string[] {
  const sorted = [...tiers]
    .filter((tier) => tier.percent > 0)
    .sort((a, b) => b.hours_before - a.hours_before);
  const rules: string[] = [];
  sorted.forEach((tier, index) => {
    const share =
      tier.percent >= 100
        ? 'cancelamento grátis, com reembolso de 100% do valor do passeio'
        : `reembolso de ${tier.percent}% do valor do passeio`;
    const previous = sorted[index - 1];
    rules.push(
      previous
        ? `De ${hoursText(previous.hours_before)} até ${hoursText(tier.hours_before)} antes da saída: ${share}.`
        : `Até ${hoursText(tier.hours_before)} antes da saída: ${share}.`,
    );
  });
  const last = sorted[sorted.length - 1];
  rules.push(
    last
      ? `Com menos de ${hoursText(last.hours_before)} de antecedência, ou se você não comparecer: sem reembolso do valor do passeio.`
      : 'Este passeio não devolve o valor do passeio em cancelamentos feitos por você.',
  );
  rules.push('A taxa de embarque é sempre devolvida quando você cancela antes da saída.');
  return rules;
}

/** CDC art. 49: the right to withdraw from a purchase made online. */
export const WITHDRAWAL_RULE = `Direito de arrependimento (Código de Defesa do Consumidor, art. 49): comprou pelo site? Você pode desistir em até ${WITHDRAWAL_DAYS} dias da compra e recebe tudo de volta, taxa de embarque incluída, desde que o passeio ainda não tenha começado.`;

export const BOAT_OWNER_CANCELS_RULE =
  'Se a saída for cancelada pelo operador ou pela Capitania dos Portos (mar fechado, por exemplo), você recebe de volta tudo o que pagou.';

/** Who pays what, in plain words: the child band, the lap band, the minimum age. */
export function childRules(
  tour: Pick<
    TourDetail,
    'minimum_age' | 'price_child' | 'child_max_age' | 'lap_max_age' | 'price_adult'
  >,
): string[] {
  const rules: string[] = [];
  rules.push(
    tour.minimum_age > 0
      ? `Idade mínima: ${tour.minimum_age} anos.`
      : 'Sem idade mínima: crianças são bem-vindas.',
  );
  const childFrom = tour.lap_max_age === null ? 0 : tour.lap_max_age + 1;
  const childLow = Math.max(childFrom, tour.minimum_age);
  if (childLow <= tour.child_max_age) {
    rules.push(
      `Crianças de ${childLow} a ${tour.child_max_age} anos pagam ${formatBRL(tour.price_child)} e ocupam um assento.`,
    );
  }
  if (tour.lap_max_age !== null && tour.minimum_age <= tour.lap_max_age) {
    rules.push(
      `Crianças de colo (até ${tour.lap_max_age} anos) não pagam e viajam no colo de um adulto, sem assento: no máximo uma por passageiro com assento. Elas contam na lotação do barco.`,
    );
  } else if (tour.minimum_age === 0) {
    rules.push('Este passeio não leva crianças de colo: toda criança ocupa um assento.');
  }
  rules.push(`A partir de ${tour.child_max_age + 1} anos, paga-se o preço de adulto.`);
  return rules;
}
