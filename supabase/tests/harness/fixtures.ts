export { DEMO_PROVIDER_IDS, SEED_ACCOUNT_COUNT } from '../../../mocks/src/db/fixtures.ts';

/** Fixture users of supabase/DATA-MODEL.md, as seeded by supabase/seed.sql. */
export const users = {
  mestre: { id: '00000000-0000-4000-8000-000000000001', email: 'mestre@mare.example' },
  admin: { id: '00000000-0000-4000-8000-000000000002', email: 'admin@mare.example' },
  barqueiro: { id: '00000000-0000-4000-8000-000000000003', email: 'barqueiro@mare.example' },
  guia: { id: '00000000-0000-4000-8000-000000000004', email: 'guia@mare.example' },
  pendente: { id: '00000000-0000-4000-8000-000000000005', email: 'pendente@mare.example' },
  visitante: { id: '00000000-0000-4000-8000-000000000006', email: 'visitante@mare.example' },
} as const;

export type FixtureUser = (typeof users)[keyof typeof users];

export const masterAdminEmail = 'mestre@mare.example';
export const fixturePassword = 'Mare@2026';
