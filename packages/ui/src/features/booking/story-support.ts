import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { defaultBackend, FIXTURE_IDS, MOCK_SUPABASE_URL } from '@mare/mocks';
import { STORY_NOW } from '../../storybook/index.ts';
import { bookDeparturePath } from '../../routes.ts';

/** Fixture departures of supabase/seed.sql (`d0000000-…-<tour><day + 10>`), around STORY_NOW. */
export const fixtureDeparture = (tour: number, day: number) =>
  `d0000000-0000-4000-8000-${String(tour).padStart(4, '0')}${String(day + 10).padStart(8, '0')}`;

export const DEPARTURES = {
  /** The escuna in three days: nearly empty (the everyday case). */
  escuna: fixtureDeparture(1, 3),
  /** The escuna tomorrow: 4 seats left. */
  nearlyFull: fixtureDeparture(1, 1),
  /** The catamarã to the dolphins the day after tomorrow: sold out. */
  soldOut: fixtureDeparture(3, 2),
  /** The whale watch tomorrow, cancelled by the boat owner (mar fechado). */
  closed: fixtureDeparture(6, 1),
  /** The whale watch today at 08h30: sales stopped at 07h30. */
  cutOff: fixtureDeparture(6, 0),
} as const;

export const bookRoute = (departureId: string, query = '') => bookDeparturePath(departureId, query);

/** The dialog, once its seat map has loaded. */
export async function openSeatMap(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole(
    'dialog',
    { name: 'Escolha seus lugares' },
    { timeout: 15_000 },
  );
  return within(dialog);
}

export async function findGrid(canvasElement: HTMLElement) {
  const dialog = await openSeatMap(canvasElement);
  return dialog.findByRole('grid', {}, { timeout: 10_000 });
}

export const seat = (grid: HTMLElement, code: string) => {
  const cell = grid.querySelector<HTMLElement>(`[data-seat="${code}"]`);
  if (!cell) throw new Error(`no seat ${code}`);
  return cell;
};

/** From the party step to the seats, by keyboard. */
export async function goToSeats(canvasElement: HTMLElement) {
  const dialog = await openSeatMap(canvasElement);
  const next = await dialog.findByRole('button', { name: 'Escolher lugares' }, { timeout: 10_000 });
  next.focus();
  await userEvent.keyboard('{Enter}');
  return findGrid(canvasElement);
}

/** Someone else holds these seats of a departure now (as the database owner, like a rival buyer). */
let rivals = 0;
export async function rivalHolds(departureId: string, seats: readonly string[]) {
  rivals += 1;
  const code = `RVK${'ABCDEFGHJK'[rivals % 10] ?? 'A'}${'MNPQRSTUVW'[Math.floor(rivals / 10) % 10] ?? 'M'}Z`;
  await defaultBackend.fixtures.sql(
    `with d as (select * from public.departures where id = $1),
     b as (
       insert into public.bookings (code, departure_id, buyer_id, status, hold_expires_at, seat_count)
       select $5, d.id, $2, 'held', d.starts_at, $3 from d
       returning id, departure_id)
     insert into public.booking_seats (booking_id, departure_id, seat_id)
     select b.id, b.departure_id, s.id from b, d join public.boat_seats s on s.boat_id = d.boat_id
     where s.code = any($4::text[])`,
    [departureId, FIXTURE_IDS.serviceProvider, seats.length, seats, code],
  );
}

export async function expectSeatLook(grid: HTMLElement, code: string, look: string) {
  await waitFor(() => expect(seat(grid, code)).toHaveAttribute('data-look', look), {
    timeout: 10_000,
  });
}

/**
 * The database refuses one booking call with `code` (SQLSTATE P0001, as private.refuse does),
 * for refusals the seed cannot reach by itself (capacity by lotação, a lost race).
 */
export function bookingRefusal(rpc: string, code: string, detail?: Record<string, unknown>) {
  return {
    scenario: [
      http.post(`${MOCK_SUPABASE_URL}/rest/v1/rpc/${rpc}`, () =>
        HttpResponse.json(
          {
            code: 'P0001',
            message: code,
            details: detail ? JSON.stringify(detail) : '',
            hint: 'mare.booking',
          },
          { status: 400 },
        ),
      ),
    ],
  };
}

/** Fixture bookings of supabase/seed.sql (`b00c0000-…-<n>`, in the order of its list). */
export const fixtureBooking = (n: number) =>
  `b00c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const BOOKINGS = {
  /** Vera's escuna tomorrow, K1–K4 and a lap child, bought 20 days ago (outside the 7 days). */
  veraConfirmed: fixtureBooking(3),
  /** Gabriela's escuna tomorrow, C16 and K5, Pix due 24 minutes after STORY_NOW. */
  gabrielaAwaitingPix: fixtureBooking(4),
  /** Vera's expired hold on the dolphins catamarã. */
  veraExpired: fixtureBooking(7),
  /** Vera's held P1 and P2 on the Ilha do Amor crossing, 8 minutes left. */
  veraHeld: fixtureBooking(8),
  /** Vera cancelled her escuna in 9 days herself. */
  veraCancelled: fixtureBooking(9),
  /** Vera's whale watch, cancelled by the boat owner (mar fechado). */
  veraWhales: fixtureBooking(10),
  /** Vera's sunset catamarã in 11 days, bought 3 days ago (within the 7 days of CDC art. 49). */
  veraRecent: fixtureBooking(14),
} as const;

export const minutesAfterStory = (minutes: number) =>
  new Date(Date.parse(STORY_NOW) + minutes * 60_000).toISOString();

/**
 * The smallest phone the site must work on; these stories' tests run at it. Such a story also
 * writes `tags: ['visual-320']` itself (the index reads tags from the story's own text), so the
 * visual run shoots it at 320 px too.
 */
export const SMALL_PHONE = {
  parameters: {
    viewport: {
      options: {
        phone320: { name: '320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone320' } },
};

/**
 * No word of the element's text is split across two lines: a time, a price ("R$ 280,00" is one
 * word: its space is a no-break space), a step's name.
 */
export async function expectWordsWhole(element: Element) {
  // Text only screen readers get (a 1 px clipped box) wraps at every letter, unseen.
  const unseen = (node: Node) => {
    for (let box = node.parentElement; box && element.contains(box); box = box.parentElement) {
      const { width, height } = box.getBoundingClientRect();
      if (width <= 1 && height <= 1) return true;
    }
    return false;
  };
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (unseen(node)) continue;
    for (const word of (node.textContent ?? '').matchAll(/[^ \t\n]+/g)) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
      await expect(lines.size, `"${word[0]}" is split across lines`).toBeLessThanOrEqual(1);
    }
  }
}

/** The element lies wholly inside the container's box (nothing cut off at its edges). */
export async function expectInside(element: Element, container: Element) {
  const inner = element.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  await expect(inner.left, `${element.textContent} starts left of its box`).toBeGreaterThanOrEqual(
    outer.left,
  );
  await expect(inner.right, `${element.textContent} ends right of its box`).toBeLessThanOrEqual(
    outer.right,
  );
}

/**
 * The seat map of a boat `columns` seats wide (two rows on one deck), answered for any departure:
 * wider than a 320 px phone can show at the smallest seat size.
 */
export function wideBoat(departureId: string, columns: number) {
  const seats = Array.from({ length: 2 * columns }, (_, i) => ({
    code: `L${i + 1}`,
    zone: 'conves',
    row: Math.floor(i / columns),
    col: i % columns,
    accessible: false,
    state: 'free',
  }));
  const map = {
    departure_id: departureId,
    status: 'scheduled',
    starts_at: new Date(Date.parse(STORY_NOW) + 3 * 86_400_000).toISOString(),
    sales_cutoff_at: new Date(Date.parse(STORY_NOW) + 3 * 86_400_000 - 3_600_000).toISOString(),
    zones: [{ code: 'conves', name: 'Convés', covered: false, hints: ['sol'], position: 1 }],
    seats,
  };
  return {
    scenario: [
      http.post(`${MOCK_SUPABASE_URL}/rest/v1/rpc/seat_map`, () => HttpResponse.json(map)),
    ],
  };
}

/**
 * The pix-charge function's answer for a story: `pending` never answers (the PSP is slow), a code
 * word answers it as the function does when the PSP fails (502), once, so "Tentar de novo" then
 * reaches the real function and the mock PSP.
 */
export function pixChargeScenario(outcome: 'pending' | 'psp_unavailable' | 'psp_refused') {
  const url = `${MOCK_SUPABASE_URL}/functions/v1/pix-charge`;
  return {
    scenario: [
      outcome === 'pending'
        ? http.post(url, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          })
        : http.post(url, () => HttpResponse.json({ error: outcome }, { status: 502 }), {
            once: true,
          }),
    ],
  };
}

/**
 * The booking's refunds as far as the PSP got (a loader: the preview has reset the backend first).
 * Sent a minute after the cancellation; done or refused a minute later.
 */
export const refundsAt = (bookingId: string, status: 'sent' | 'done' | 'refused') => async () => {
  await defaultBackend.fixtures.sql(
    `update public.refunds r set status = $2,
       sent_at = r.created_at + interval '1 minute',
       done_at = case when $2 = 'done' then r.created_at + interval '2 minutes' end,
       refused_at = case when $2 = 'refused' then r.created_at + interval '2 minutes' end
     where r.booking_id = $1 and r.amount > 0`,
    [bookingId, status],
  );
  return {};
};
