import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from './harness/admin-manage.ts';
import { fixtureClock, minutesAfter, story } from './harness/booking-session.ts';
import { anonymous, asUser, createDatabase, startupTimeout } from './harness/database.ts';
import { users } from './harness/fixtures.ts';

/** Issue 35, item 3: my_review_notes and the verdict history of boats and services. */
let db: PGlite;
beforeAll(async () => {
  db = await createDatabase();
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

const { otavio, saveiro, reviewTour } = adminFixtures;
const owner = asUser(otavio);
const admin = asUser(users.admin);
const bruno = asUser(users.barqueiro);
const gabriela = asUser(users.guia);
const now = fixtureClock;
const refusedService = '00000000-0000-4000-8000-00000019b104';
const draftTour = '70a00000-0000-4000-8000-000000000007';

interface Note {
  kind: 'tour' | 'boat' | 'service';
  subject_id: string;
  subject_name: string;
  decision: string;
  comments: string | null;
  created_at: string;
  open: boolean;
}

function value<T>(outcome: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

describe('my_review_notes', () => {
  it('shows the owner a tour sent back with the comments and the date, and keeps every note across resubmissions', async () => {
    await story(db, async (s) => {
      await s.sql(`update public.tours set default_boat_id = $1 where id = $2`, [
        saveiro,
        reviewTour,
      ]);
      const first = minutesAfter(now, 10);
      value(
        await s.rpc(admin, first, 'admin_decide_tour', {
          tour_id: reviewTour,
          decision: 'send_back',
          comments: 'Informe o ponto de encontro exato.',
        }),
      );
      const sentBack = value(
        await s.rpc<Note[]>(owner, first, 'my_review_notes', { kind: 'tour', subject: reviewTour }),
      );
      expect(sentBack).toEqual([
        expect.objectContaining({
          kind: 'tour',
          subject_name: 'Saveiro pelas ilhas da Baía de Paraty',
          decision: 'send_back',
          comments: 'Informe o ponto de encontro exato.',
          open: true,
        }),
      ]);
      expect(Date.parse(sentBack[0]?.created_at ?? '')).toBe(Date.parse(first));

      // Resubmitted: nothing waits for the owner any more, the note stays.
      value(
        await s.rpc(owner, minutesAfter(now, 20), 'submit_tour_for_review', {
          tour_id: reviewTour,
        }),
      );
      const waiting = value(
        await s.rpc<Note[]>(owner, minutesAfter(now, 20), 'my_review_notes', { kind: 'tour' }),
      );
      expect(waiting.map((n) => [n.comments, n.open])).toEqual([
        ['Informe o ponto de encontro exato.', false],
      ]);

      // Sent back again: both notes, the newest first and the only open one.
      value(
        await s.rpc(admin, minutesAfter(now, 30), 'admin_decide_tour', {
          tour_id: reviewTour,
          decision: 'send_back',
          comments: 'Faltam fotos do saveiro.',
        }),
      );
      const history = value(
        await s.rpc<Note[]>(owner, minutesAfter(now, 30), 'my_review_notes', {}),
      );
      expect(history.filter((n) => n.kind === 'tour').map((n) => [n.comments, n.open])).toEqual([
        ['Faltam fotos do saveiro.', true],
        ['Informe o ponto de encontro exato.', false],
      ]);
    });
  });

  it('keeps a refused boat’s reason after the owner edits it (refusal_reason cleared), and records the approval', async () => {
    await story(db, async (s) => {
      value(
        await s.rpc(admin, minutesAfter(now, 5), 'review_boat', {
          boat_id: saveiro,
          decision: 'refused',
          reason: 'O número de inscrição não confere com o documento.',
        }),
      );
      const refused = value(await s.rpc<Note[]>(owner, now, 'my_review_notes', { kind: 'boat' }));
      expect(refused).toEqual([
        expect.objectContaining({
          subject_id: saveiro,
          subject_name: 'Saveiro Ventania',
          decision: 'refused',
          comments: 'O número de inscrição não confere com o documento.',
          open: true,
        }),
      ]);
      await s.as(owner, minutesAfter(now, 15), (tx) =>
        tx.query(`update public.boats set registration = '381-077123-9' where id = $1`, [saveiro]),
      );
      const [boat] = await s.sql<{ verification: string; refusal_reason: string | null }>(
        `select verification, refusal_reason from public.boats where id = $1`,
        [saveiro],
      );
      expect(boat).toEqual({ verification: 'pending', refusal_reason: null });
      value(
        await s.rpc(admin, minutesAfter(now, 25), 'review_boat', {
          boat_id: saveiro,
          decision: 'approved',
        }),
      );
      const history = value(await s.rpc<Note[]>(owner, now, 'my_review_notes', { kind: 'boat' }));
      expect(history.map((n) => [n.decision, n.comments, n.open])).toEqual([
        ['approved', null, false],
        ['refused', 'O número de inscrição não confere com o documento.', false],
      ]);
    });
  });

  it('keeps a refused service’s note after the provider edits it, and a new refusal adds a second one', async () => {
    await story(db, async (s) => {
      const before = value(await s.rpc<Note[]>(gabriela, now, 'my_review_notes', {}));
      expect(before).toEqual([
        expect.objectContaining({
          kind: 'service',
          subject_id: refusedService,
          decision: 'refused',
          comments: 'Quadriciclo nas falésias não é permitido pela APA. Ofereça outro roteiro.',
          open: true,
        }),
      ]);
      await s.as(gabriela, now, (tx) =>
        tx.query(
          `update public.provider_services set title = 'Trilha nas falésias' where id = $1`,
          [refusedService],
        ),
      );
      value(
        await s.rpc(admin, minutesAfter(now, 60), 'review_provider_service', {
          p_service: refusedService,
          p_decision: 'refused',
          p_reason: 'A trilha também fica na APA: precisa da autorização.',
        }),
      );
      const after = value(await s.rpc<Note[]>(gabriela, now, 'my_review_notes', {}));
      expect(after.map((n) => [n.subject_name, n.comments, n.open])).toEqual([
        ['Trilha nas falésias', 'A trilha também fica na APA: precisa da autorização.', true],
        [
          'Trilha nas falésias',
          'Quadriciclo nas falésias não é permitido pela APA. Ofereça outro roteiro.',
          false,
        ],
      ]);
    });
  });

  it('gives each owner their own notes only (the seed’s draft tour sent back for Bruno), and nothing to anonymous callers', async () => {
    await story(db, async (s) => {
      const mine = value(await s.rpc<Note[]>(bruno, now, 'my_review_notes', {}));
      expect(mine).toEqual([
        expect.objectContaining({
          kind: 'tour',
          subject_id: draftTour,
          decision: 'send_back',
          open: true,
        }),
      ]);
      expect(
        value(await s.rpc<Note[]>(asUser(users.visitante), now, 'my_review_notes', {})),
      ).toEqual([]);
      expect(
        value(await s.rpc<Note[]>(owner, now, 'my_review_notes', { subject: draftTour })),
      ).toEqual([]);
      expect(await s.rpc(anonymous, now, 'my_review_notes', {})).toMatchObject({
        ok: false,
        code: '42501',
      });
      // The verdict history is out of the API's reach: only the function reads it.
      expect(
        await s.as(owner, now, (tx) => tx.query('select * from private.verification_notes')),
      ).toMatchObject({ ok: false, code: '42501' });
    });
  });
});

describe('demo dates', () => {
  it('move the review notes with the demo anchor, as everything else the seed dates', async () => {
    await story(db, async (s) => {
      // The seed's anchor is 2026-11-21 10:30 (-03): the tour was sent back a day before it, the
      // quad-bike service refused five days before it.
      await s.sql(`select private.rebase_demo_dates('2026-11-24T10:30:00-03:00')`);
      const [tourNote] = await s.sql<{ created_at: Date }>(
        `select created_at from public.tour_review_notes where tour_id = $1`,
        [draftTour],
      );
      expect(tourNote?.created_at.toISOString()).toBe('2026-11-23T13:30:00.000Z');
      const [serviceNote] = await s.sql<{ created_at: Date }>(
        `select created_at from private.verification_notes where service_id = $1`,
        [refusedService],
      );
      expect(serviceNote?.created_at.toISOString()).toBe('2026-11-19T13:30:00.000Z');
      // What the owner reads moved too.
      const [mine] = value(await s.rpc<Note[]>(bruno, now, 'my_review_notes', {}));
      expect(new Date(mine?.created_at ?? '').toISOString()).toBe('2026-11-23T13:30:00.000Z');
    });
  });
});
