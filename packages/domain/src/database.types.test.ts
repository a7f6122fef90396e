import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  Constants,
  type Database,
  type Json,
  type Tables,
  type TablesInsert,
  type TablesUpdate,
} from './database.types.ts';

// The generated type must fit supabase-js as the Supabase CLI's does. The assertions are types:
// the typecheck (tsgo -b) is what fails on a wrong one. Queries are built here, never sent.
const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key', {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** What awaiting a query builder gives as `data`, without the null of a failed request. */
type Data<Query> = NonNullable<Awaited<Query> extends { data: infer D } ? D : never>;
const dataOf = <Query>(_query: Query) => expectTypeOf<Data<Query>>();

describe('database.types.ts with supabase-js', () => {
  it('types a select by the columns it names', () => {
    dataOf(client.from('tours').select('id, title')).toEqualTypeOf<
      { id: string; title: string }[]
    >();
    // A misspelt column types the rows as supabase-js's error, not as columns.
    dataOf(client.from('tours').select('id, titel')).items.toExtend<{ error: true }>();
    // @ts-expect-error: no such table
    void client.from('tour');
  });

  it('keeps nullable columns nullable and follows foreign keys into embeds', () => {
    dataOf(client.from('departures').select('id, note, tours(title, lap_max_age)')).toEqualTypeOf<
      {
        id: string;
        note: string | null;
        tours: { title: string; lap_max_age: number | null };
      }[]
    >();
  });

  it('types functions: arguments by name, optional where SQL has a default, and results', () => {
    dataOf(client.rpc('tour_listing_page', { page: 2, beach_ids: ['jericoacoara'] })).toEqualTypeOf<
      NonNullable<Json>
    >();
    dataOf(client.rpc('am_i_master_admin')).toEqualTypeOf<boolean>();
    // @ts-expect-error: tour_contact takes tour_id
    void client.rpc('tour_contact', { tour: 'x' });
    // @ts-expect-error: not a function of the API
    void client.rpc('refuse');
  });

  it('gives the Supabase CLI helpers for rows, inserts and updates', () => {
    expectTypeOf<Tables<'tours'>>().toEqualTypeOf<Database['public']['Tables']['tours']['Row']>();
    // Columns the database fills in (defaults, null) are optional in an insert, the rest required.
    expectTypeOf({
      owner_id: 'owner',
      slug: 'escuna',
      title: 'Escuna',
      duration_minutes: 240,
      price_adult: 12000,
      price_child: 6000,
    }).toExtend<TablesInsert<'tours'>>();
    expectTypeOf({ title: 'Escuna' }).not.toExtend<TablesInsert<'tours'>>();
    // Identity columns generated always take no value.
    expectTypeOf<TablesInsert<'audit_logs'>['id']>().toEqualTypeOf<undefined>();
    expectTypeOf({ status: 'draft' }).toExtend<TablesUpdate<'tours'>>();
  });

  it("fits where the app's untyped client goes today", () => {
    expectTypeOf(client).toExtend<SupabaseClient>();
    expect(Constants).toEqual({ public: { Enums: {} } });
  });
});
