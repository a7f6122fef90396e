import { readdirSync, readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS_IN_WORDS, auditSentence, type AuditEntry } from '@mare/domain';
import { fixtureClock, story, type Session } from './harness/booking-session.ts';
import { asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { adminFixtures } from './harness/admin-manage.ts';
import { users } from './harness/fixtures.ts';

/** admin_recent_audit with names (migration 20261202000500) read in words by the domain. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const admin = asUser(users.admin);
const now = fixtureClock;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const recent = async (s: Session, limit = 10) => {
  const answer = await s.rpc<AuditEntry[]>(admin, now, 'admin_recent_audit', { p_limit: limit });
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
};

describe('the latest audit entries in words', () => {
  it('name who blocked whom: "Ana Administradora bloqueou Rita Reserva"', async () => {
    await story(db, async (s) => {
      const blocked = await s.rpc(admin, now, 'admin_block_user', {
        user_id: adminFixtures.rita.id,
        reason: 'Fraude no Pix',
      });
      expect(blocked.ok).toBe(true);
      const [latest] = await recent(s, 1);
      expect(latest).toMatchObject({
        action: 'user.block',
        actor_name: 'Ana Administradora',
        target_kind: 'users',
        target_name: 'Rita Reserva',
      });
      expect(latest && auditSentence(latest)).toEqual({
        text: 'Ana Administradora bloqueou Rita Reserva',
        detail: 'Motivo: Fraude no Pix',
      });
    });
  });

  it('resolve every kind of target to a name, and a gone one to nothing', async () => {
    await story(db, async (s) => {
      const [booking] = await s.sql<{ id: string; code: string; txid: string }>(
        `select b.id, b.code, p.txid from public.bookings b join public.payments p on p.booking_id = b.id
         order by b.code limit 1`,
      );
      const [passenger] = await s.sql<{ id: string; full_name: string }>(
        `select id, full_name from public.passengers order by full_name limit 1`,
      );
      if (!booking || !passenger) throw new Error('the seed has paid bookings and passengers');
      await s.sql(
        `insert into public.audit_logs (actor_id, action, target, details, created_at) values
          ($1, 'departure.cancel', 'departures/d0000000-0000-4000-8000-000600000011', '{"reason":"Mar fechado"}', '2026-11-21T09:00:00-03:00'),
          ($1, 'boat.layout', 'boats/b0a70000-0000-4000-8000-000000000002', '{}', '2026-11-21T09:01:00-03:00'),
          (null, 'payment.confirmed', 'bookings/' || $2, '{"amount":28000}', '2026-11-21T09:02:00-03:00'),
          (null, 'payment.br_code', 'payments/' || $3, '{}', '2026-11-21T09:03:00-03:00'),
          ($1, 'passenger.check_in', 'passengers/' || $4, '{}', '2026-11-21T09:04:00-03:00'),
          ($1, 'tour.submit', 'tours/70a00000-0000-4000-8000-000000000001', '{}', '2026-11-21T09:05:00-03:00'),
          ($1, 'boat.layout', 'boats/5d1c0a7e-0000-4000-8000-000000000001', '{}', '2026-11-21T09:06:00-03:00')`,
        [users.barqueiro.id, booking.id, booking.txid, passenger.id],
      );
      const entries = await recent(s, 7);
      const [tourTitle] = await s.sql<{ title: string; starts_at: string }>(
        `select t.title, d.starts_at from public.departures d join public.tours t on t.id = d.tour_id
         where d.id = 'd0000000-0000-4000-8000-000600000011'`,
      );
      const byAction = (action: string, at = 0) => entries.filter((e) => e.action === action)[at];
      expect(byAction('departure.cancel')).toMatchObject({
        target_kind: 'departures',
        target_name: tourTitle?.title,
      });
      expect(byAction('departure.cancel')?.target_when).not.toBeNull();
      expect(byAction('payment.confirmed')?.target_name).toBe(booking.code);
      expect(byAction('payment.br_code')?.target_name).toBe(booking.code);
      expect(byAction('passenger.check_in')?.target_name).toBe(passenger.full_name);
      expect(byAction('tour.submit')?.target_name).toBeTruthy();
      // The newest first: the layout of a boat that is gone, then the lancha's.
      expect(byAction('boat.layout', 0)?.target_name).toBeNull();
      expect(byAction('boat.layout', 1)?.target_name).toBeTruthy();
      for (const entry of entries) {
        const { text, detail } = auditSentence(entry);
        expect(`${text} ${detail ?? ''}`).not.toMatch(UUID);
        expect(text).not.toContain('sem descrição');
      }
      expect(auditSentence(byAction('payment.confirmed') as AuditEntry).text).toBe(
        `Pagamento confirmado para a reserva ${booking.code}`,
      );
    });
  });
});

/** The actions a migration writes, with the dynamic ones ('tour.' || decision) spelled out. */
function actionsInMigrations(): Set<string> {
  const folder = new URL('../migrations/', import.meta.url);
  const sql = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(new URL(name, folder), 'utf8'))
    .join('\n');
  const found = new Set<string>();
  // The first argument of private.audit / private.audit_change, up to its comma.
  for (const call of sql.matchAll(/private\.audit(?:_change)?\(\s*([^,]+),/g)) {
    for (const literal of (call[1] ?? '').matchAll(/'([a-z_]+(?:\.[a-z_]*)?)'/g))
      found.add(literal[1] ?? '');
  }
  for (const insert of sql.matchAll(
    /insert into public\.audit_logs[^;]*?values\s*\([^,]+,\s*'([a-z_.]+)'/g,
  ))
    found.add(insert[1] ?? '');
  const dynamic: Record<string, string[]> = {
    'tour.': ['tour.publish', 'tour.send_back', 'tour.suspend'],
    'refund.': ['refund.sent', 'refund.done', 'refund.refused', 'refund.retry'],
  };
  for (const [prefix, actions] of Object.entries(dynamic)) {
    if (found.delete(prefix)) actions.forEach((action) => found.add(action));
  }
  return found;
}

describe('every audited action', () => {
  it('has its own sentence in the domain', () => {
    const actions = actionsInMigrations();
    expect(actions.size).toBeGreaterThan(25);
    expect(actions).toContain('user.block');
    expect(actions).toContain('admin_access_denied');
    expect(actions).toContain('passenger.check_in_undone');
    const missing = [...actions].filter((action) => !AUDIT_ACTIONS_IN_WORDS.includes(action));
    expect(missing).toEqual([]);
  });
});
