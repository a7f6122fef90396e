/** A cancellation tier of a tour: `percent` of the price back when cancelled ≥ `hoursBefore` ahead. */
export interface CancellationTier {
  hoursBefore: number;
  percent: number;
}

/** CDC art. 49: seven days to withdraw from a purchase made away from the seller. */
export const WITHDRAWAL_DAYS = 7;

export interface RefundInput {
  subtotal: number;
  boardingFees: number;
  tiers: readonly CancellationTier[];
  startsAt: Date;
  purchasedAt: Date;
  at: Date;
}

export type RefundRule = 'started' | 'withdrawal' | `tier_${number}`;

export interface Refund {
  amount: number;
  rule: RefundRule;
}

/**
 * What a buyer gets back when cancelling a confirmed booking (same rule as the database's
 * private.refund_amount): nothing once the tour has started; everything within 7 days of the
 * purchase; otherwise the best tier whose notice is met, on the tour price (floored to the
 * centavo), plus the taxa de embarque in full, since nobody boards.
 */
export function refundAmount(input: RefundInput): Refund {
  const at = input.at.getTime();
  const start = input.startsAt.getTime();
  if (at >= start) return { amount: 0, rule: 'started' };
  if (at < input.purchasedAt.getTime() + WITHDRAWAL_DAYS * 86_400_000) {
    return { amount: input.subtotal + input.boardingFees, rule: 'withdrawal' };
  }
  const notice = (start - at) / 1000;
  const percent = input.tiers
    .filter((tier) => notice >= tier.hoursBefore * 3600)
    .reduce((best, tier) => Math.max(best, tier.percent), 0);
  return {
    amount: Math.floor((input.subtotal * percent) / 100) + input.boardingFees,
    rule: `tier_${percent}`,
  };
}
