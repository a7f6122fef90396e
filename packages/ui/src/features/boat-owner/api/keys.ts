const all = ['boat-owner'] as const;

/**
 * The boat owner's query keys, under one root: a departure cancelled on its passenger list also
 * changes the departures list, the calendar, Início's figures and the revenue, so a write
 * invalidates the root. Lists carry the owner's id, so another sign-in never sees them.
 */
export const boatOwnerKeys = {
  all,
  boats: (userId: string | undefined) => [...all, 'boats', userId] as const,
  layout: (userId: string | undefined, boatId: string) =>
    [...all, 'layout', userId, boatId] as const,
  tours: (userId: string | undefined) => [...all, 'tours', userId] as const,
  departures: (userId: string | undefined, from: string, to: string) =>
    [...all, 'departures', userId, from, to] as const,
  awaiting: (userId: string | undefined) => [...all, 'awaiting', userId] as const,
  taxId: (userId: string | undefined) => [...all, 'tax-id', userId] as const,
  /** The admins' notes on the owner's tours and boats (all, or one tour's). */
  reviewNotes: (userId: string | undefined, subject: string | null) =>
    [...all, 'review-notes', userId, subject] as const,
  manifest: (departureId: string) => [...all, 'manifest', departureId] as const,
  /** Início's month. */
  monthRevenue: (userId: string | undefined, from: string, to: string) =>
    [...all, 'month-revenue', userId, from, to] as const,
  /** The Receita screen's period. */
  revenue: (userId: string | undefined, from: string, to: string) =>
    [...all, 'revenue', userId, from, to] as const,
};
