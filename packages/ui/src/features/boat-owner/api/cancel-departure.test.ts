import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Departure, DepartureCancellation } from '@mare/domain';
import { boatOwnerKeys } from './keys.ts';
import { cancelDepartureMutation, type CancelDepartureReason } from './manifest-query.ts';

const OWNER = 'owner-1';
const DEPARTURE = 'd1';
const FROM = '2026-11-21T03:00:00.000Z';
const TO = '2026-12-05T03:00:00.000Z';

const listed: Departure = {
  id: DEPARTURE,
  tour_id: 't1',
  boat_id: 'b1',
  starts_at: '2026-11-22T11:30:00Z',
  status: 'scheduled',
  cancel_reason: null,
  sales_cutoff_at: '2026-11-22T10:30:00Z',
  min_passengers: 1,
  note: null,
  tour: { title: 'Escuna' },
  boat: { name: 'Escuna Arraial', capacity: 30 },
  bookings: [{ seat_count: 2, lap_count: 0, status: 'confirmed' }],
};

const answer: DepartureCancellation = {
  departure_id: DEPARTURE,
  status: 'cancelled',
  bookings_cancelled: 1,
  refunded_total: 24000,
};

describe('cancelling a departure from its passenger list', () => {
  it("marks every list of the owner's stale, not only the manifest", async () => {
    // The app's defaults keep data fresh for 5 minutes: only an invalidation reads it again.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: 5 * 60_000 } },
    });
    const lists = [
      boatOwnerKeys.manifest(DEPARTURE),
      boatOwnerKeys.departures(OWNER, FROM, TO),
      boatOwnerKeys.awaiting(OWNER),
      boatOwnerKeys.monthRevenue(OWNER, FROM, TO),
      boatOwnerKeys.revenue(OWNER, FROM, TO),
    ];
    for (const key of lists) queryClient.setQueryData(key, key === lists[1] ? [listed] : {});

    const reasons: CancelDepartureReason[] = [];
    const cancel = new MutationObserver(
      queryClient,
      cancelDepartureMutation(queryClient, async (reason) => {
        reasons.push(reason);
        return answer;
      }),
    );
    const reason = { code: 'weather', details: 'Capitania dos Portos' } as const;
    await expect(cancel.mutate(reason)).resolves.toEqual(answer);

    expect(reasons).toEqual([reason]);
    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('leaves the other areas alone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['booking', 'bookings'], []);
    await new MutationObserver(
      queryClient,
      cancelDepartureMutation(queryClient, async () => answer),
    ).mutate({ code: 'maintenance', details: '' });
    expect(queryClient.getQueryState(['booking', 'bookings'])?.isInvalidated).toBe(false);
  });
});
