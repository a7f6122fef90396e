import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrationFiles, startupTimeout } from './harness/database.ts';

let db: PGlite;
beforeAll(async () => {
  db = await createDatabase({ seed: false });
}, startupTimeout);
afterAll(async () => {
  await db?.close();
});

describe('database structure', () => {
  it('applies the migrations in the CLI order, one concern per file', async () => {
    expect((await migrationFiles()).map((name) => name.replace(/^\d{14}_/, ''))).toEqual([
      'extensions_and_schemas.sql',
      'tables.sql',
      'rls_policies.sql',
      'functions.sql',
      'signup_trigger.sql',
      'storage.sql',
      'master_admin_binding.sql',
      'storage_listing.sql',
      'audit_log_client_rule.sql',
      'field_limits.sql',
      'email_sync.sql',
      'sequence_privileges.sql',
      'booking_tables.sql',
      'booking_rls.sql',
      'booking_rules.sql',
      'booking_functions.sql',
      'tour_listing.sql',
      'my_bookings.sql',
      'boat_owner_tools.sql',
      'departure_manifest.sql',
      'provider_business.sql',
      'sales_figures.sql',
      'admin_figures.sql',
      'admin_manage.sql',
      'status_through_functions.sql',
      'tour_contact.sql',
      'service_review_version.sql',
      'tour_review_version.sql',
      'money_and_seats.sql',
      'access_rules.sql',
      'published_tour_edits.sql',
      'sales_at_scale.sql',
      'fast_holds.sql',
      'listing_at_scale.sql',
      'sales_rollups.sql',
      'tour_tide_rule.sql',
      'tide_rule_needs_tide.sql',
      'pix_psp.sql',
      'review_notes.sql',
      'statuses_and_reasons.sql',
      'email_outbox.sql',
      'audit_in_words.sql',
      'refund_states.sql',
      'review_notes_rebase.sql',
      'email_claim_order.sql',
      'rating_columns.sql',
      'reviews.sql',
      'reviews_listing.sql',
      'review_emails.sql',
      'reviews_rebase.sql',
      'provider_public.sql',
      'request_reviews.sql',
      'lighter_holds.sql',
      'hold_reads_less.sql',
    ]);
  });

  it('enables row-level security on every public table', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows).toEqual(
      [
        'audit_logs',
        'boat_owner_documents',
        'boat_seats',
        'boat_zones',
        'boats',
        'booking_seats',
        'bookings',
        'departures',
        'email_preferences',
        'notifications',
        'passengers',
        'payment_issues',
        'payments',
        'perfis_usuarios',
        'profiles',
        'provider_certificates',
        'provider_requests',
        'provider_services',
        'refunds',
        'reviews',
        'service_providers',
        'tour_review_notes',
        'tours',
      ].map((relname) => ({
        relname,
        relrowsecurity: true,
      })),
    );
  });

  it('pins an empty search_path on every security definer function', async () => {
    const { rows } = await db.query<{ name: string; config: string[] | null }>(
      `select n.nspname || '.' || p.proname as name, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.prosecdef and n.nspname in ('public', 'private') order by 1`,
    );
    // Compared as sets, so the list reads alphabetically whatever the database's collation.
    expect(rows.map((r) => r.name).sort()).toEqual(
      [
        'private.admin_target',
        'private.admin_user_row',
        'private.audit_target',
        'private.boat_seat_usage',
        'private.booking_email_facts',
        'private.can_read_booking',
        'private.can_see_departure',
        'private.check_cancellation_tiers',
        'private.check_refunds_within_paid',
        'private.check_tax_id',
        'private.check_tide_rule',
        'private.check_tour_default_boat',
        'private.confirm_departure_if_full',
        'private.count_departure_sales',
        'private.count_tour_sales',
        'private.departure_boat_is_approved',
        'private.email_on_boat_verification',
        'private.email_on_provider_request',
        'private.email_on_review_note',
        'private.email_on_tour_published',
        'private.expire_holds',
        'private.freeze_booking_terms',
        'private.guard_provider_request',
        'private.handle_new_user',
        'private.hold',
        'private.is_admin',
        'private.is_boat_owner',
        'private.is_booking_buyer',
        'private.is_service_provider',
        'private.lock_booking',
        'private.mark_departed',
        'private.note_boat_verdict',
        'private.note_service_verdict',
        'private.notification_fill',
        'private.one_provider_request_per_statement',
        'private.provider_is_public',
        'private.owns_boat',
        'private.owns_tour',
        'private.published_tour_boats_are_approved',
        'private.person_name',
        'private.published_tour_edited',
        'private.queue_email',
        'private.queue_timed_notifications',
        'private.rebase_demo_dates',
        'private.rebase_provider_dates',
        'private.record_payment_issue',
        'private.refresh_sale_figures',
        'private.refresh_sales_rollups',
        'private.refresh_tour_sales',
        'private.refund_states',
        'private.remember_reviewed_prices',
        'private.request_review',
        'private.require_admin',
        'private.reviews_move_ratings',
        'private.refresh_ratings',
        'private.rebase_review_dates',
        'private.review_author_name',
        'private.booking_review_refusal',
        'private.request_review_refusal',
        'private.review_with_subject',
        'private.queue_review_invitations',
        'private.email_review_invitation_on_request',
        'public.submit_review',
        'public.answer_review',
        'public.admin_hide_review',
        'public.admin_unhide_review',
        'public.public_reviews',
        'public.my_reviews_to_answer',
        'public.admin_reviews',
        'private.sales_bookings_changed',
        'private.sales_departures_changed',
        'private.sales_fee_changed',
        'private.sales_payments_changed',
        'private.sales_refunds_changed',
        'private.seat_states',
        'private.service_provider_public_fields',
        'private.settle_payment',
        'private.sync_user_email',
        'private.tour_is_published',
        'private.unique_provider_slug',
        'public.admin_block_user',
        'public.admin_boat_owner_queue',
        'public.admin_dashboard',
        'public.admin_decide_tour',
        'public.admin_list_tours',
        'public.admin_list_users',
        'public.admin_payment_issues',
        'public.admin_provider_service_queue',
        'public.admin_recent_audit',
        'public.admin_resolve_payment_issue',
        'public.admin_sales_bookings',
        'public.admin_sales_report',
        'public.admin_set_user_role',
        'public.admin_unblock_user',
        'public.admin_user_detail',
        'public.am_i_master_admin',
        'public.cancel_booking',
        'public.cancel_departure',
        'public.cancel_departure_with_reason',
        'public.cancel_provider_request',
        'public.change_departure_boat',
        'public.checkout',
        'public.claim_email_notifications',
        'public.confirm_payment',
        'public.create_admin_user',
        'public.demo_confirm_payment',
        'public.departure_boarding_list',
        'public.departure_email_reach',
        'public.departure_manifest',
        'public.expire_holds',
        'public.finish_provider_request',
        'public.get_user_role',
        'public.hold_seats',
        'public.hold_seats_for_me',
        'public.my_bookings',
        'public.my_email_preferences',
        'public.my_provider_requests',
        'public.my_review_notes',
        'public.owner_awaiting_payments',
        'public.owner_boat_layout',
        'public.owner_revenue_report',
        'public.owner_revenue_summary',
        'public.pix_charge_created',
        'public.pix_charge_removed',
        'public.pix_charge_request',
        'public.pix_confirm',
        'public.pix_refund_settled',
        'public.pix_refund_update',
        'public.pix_refunds_due',
        'public.provider_directory',
        'public.provider_inbox',
        'public.provider_profile',
        'public.record_admin_access_denied',
        'public.record_email_delivery',
        'public.respond_provider_request',
        'public.review_boat',
        'public.review_provider_service',
        'public.run_minute_jobs',
        'public.save_boat_layout',
        'public.schedule_departures',
        'public.seat_map',
        'public.send_provider_request',
        'public.set_booking_no_show',
        'public.set_departure_sales',
        'public.set_email_preferences',
        'public.set_passenger_check_in',
        'public.set_payment_br_code',
        'public.submit_tour_for_review',
        'public.tour_contact',
        'public.tour_departures',
        'public.tour_listing_page',
        'public.withdraw_tour_from_review',
      ].sort(),
    );
    // Beside it, only a planner setting where a function asks for one plan per connection.
    const planned: Record<string, string[]> = {
      'private.hold': ['plan_cache_mode=force_generic_plan'],
    };
    for (const row of rows)
      expect(row.config, row.name).toEqual(['search_path=""', ...(planned[row.name] ?? [])]);
  });

  it('exposes each RPC function in public to exactly the roles that need it', async () => {
    const { rows } = await db.query<{
      name: string;
      anon: boolean;
      authenticated: boolean;
      service: boolean;
    }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' order by 1`,
    );
    const everyone = { anon: true, authenticated: true, service: true };
    const signedIn = { anon: false, authenticated: true, service: true };
    const providerOnly = { anon: false, authenticated: false, service: true };
    // Admin and owner figures: signed-in callers only (checked inside), never the server key.
    const authenticatedOnly = { anon: false, authenticated: true, service: false };
    expect(Object.fromEntries(rows.map(({ name, ...grants }) => [name, grants]))).toEqual({
      admin_block_user: authenticatedOnly,
      admin_hide_review: authenticatedOnly,
      admin_reviews: authenticatedOnly,
      admin_unhide_review: authenticatedOnly,
      answer_review: signedIn,
      my_reviews_to_answer: signedIn,
      public_reviews: everyone,
      submit_review: signedIn,
      admin_boat_owner_queue: authenticatedOnly,
      admin_dashboard: authenticatedOnly,
      admin_decide_tour: authenticatedOnly,
      admin_list_tours: authenticatedOnly,
      admin_list_users: authenticatedOnly,
      admin_payment_issues: authenticatedOnly,
      admin_provider_service_queue: authenticatedOnly,
      admin_recent_audit: authenticatedOnly,
      admin_resolve_payment_issue: authenticatedOnly,
      admin_sales_bookings: authenticatedOnly,
      admin_sales_report: authenticatedOnly,
      admin_set_user_role: authenticatedOnly,
      admin_unblock_user: authenticatedOnly,
      admin_user_detail: authenticatedOnly,
      am_i_master_admin: authenticatedOnly,
      cancel_booking: signedIn,
      cancel_departure: signedIn,
      cancel_departure_with_reason: signedIn,
      cancel_provider_request: signedIn,
      change_departure_boat: signedIn,
      checkout: signedIn,
      claim_email_notifications: providerOnly,
      confirm_payment: providerOnly,
      create_admin_user: { anon: false, authenticated: true, service: true },
      demo_confirm_payment: signedIn,
      departure_boarding_list: authenticatedOnly,
      departure_email_reach: signedIn,
      departure_manifest: signedIn,
      expire_holds: providerOnly,
      finish_provider_request: signedIn,
      get_user_role: { anon: false, authenticated: true, service: true },
      hold_seats: signedIn,
      hold_seats_for_me: signedIn,
      my_bookings: signedIn,
      my_email_preferences: signedIn,
      my_provider_requests: signedIn,
      my_review_notes: signedIn,
      owner_awaiting_payments: authenticatedOnly,
      owner_boat_layout: signedIn,
      owner_revenue_report: authenticatedOnly,
      owner_revenue_summary: authenticatedOnly,
      pix_charge_created: providerOnly,
      pix_charge_removed: providerOnly,
      pix_charge_request: providerOnly,
      pix_confirm: providerOnly,
      pix_refund_settled: providerOnly,
      pix_refund_update: providerOnly,
      pix_refunds_due: providerOnly,
      provider_directory: everyone,
      provider_inbox: signedIn,
      provider_profile: everyone,
      record_admin_access_denied: authenticatedOnly,
      record_email_delivery: providerOnly,
      respond_provider_request: signedIn,
      review_boat: signedIn,
      review_provider_service: signedIn,
      run_minute_jobs: providerOnly,
      save_boat_layout: signedIn,
      schedule_departures: signedIn,
      seat_map: everyone,
      send_provider_request: signedIn,
      set_booking_no_show: signedIn,
      set_departure_sales: signedIn,
      set_email_preferences: signedIn,
      set_passenger_check_in: signedIn,
      set_payment_br_code: providerOnly,
      submit_tour_for_review: signedIn,
      tour_contact: everyone,
      tour_departures: everyone,
      tour_listing_page: everyone,
      withdraw_tour_from_review: signedIn,
    });
  });

  it('lets no API role execute a private function directly, except the row-policy helpers', async () => {
    const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private'
         and (has_function_privilege('anon', p.oid, 'execute')
              or has_function_privilege('authenticated', p.oid, 'execute'))
       order by 1`,
    );
    expect(rows).toEqual([
      { name: 'can_read_booking', anon: false, authenticated: true },
      { name: 'is_admin', anon: false, authenticated: true },
      { name: 'is_boat_owner', anon: false, authenticated: true },
      { name: 'is_booking_buyer', anon: false, authenticated: true },
      { name: 'is_safe_avatar_url', anon: false, authenticated: true },
      { name: 'is_service_provider', anon: false, authenticated: true },
      { name: 'owns_boat', anon: false, authenticated: true },
      { name: 'owns_tour', anon: false, authenticated: true },
      { name: 'tour_is_published', anon: true, authenticated: true },
    ]);
  });

  it('keeps the private schema out of reach of the API roles', async () => {
    const { rows } = await db.query(
      `select r as role, has_schema_privilege(r, 'private', 'usage') as usage,
              has_table_privilege(r, 'private.app_settings', 'select') as read
       from unnest(array['anon', 'authenticated']) as r`,
    );
    expect(rows).toEqual([
      { role: 'anon', usage: false, read: false },
      { role: 'authenticated', usage: false, read: false },
    ]);
  });

  it('grants anonymous callers only the reading of tours, departures and provider services (published ones, by RLS)', async () => {
    const { rows } = await db.query(
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public' order by 1`,
    );
    expect(rows).toEqual([
      { table_name: 'departures', privilege_type: 'SELECT' },
      { table_name: 'provider_services', privilege_type: 'SELECT' },
      { table_name: 'tours', privilege_type: 'SELECT' },
    ]);
  });
});

describe('sequences', () => {
  it('grants anonymous callers nothing on any sequence in public', async () => {
    const { rows } = await db.query(
      `select c.relname as sequence,
              has_sequence_privilege('anon', c.oid, 'usage') as usage,
              has_sequence_privilege('anon', c.oid, 'select') as read,
              has_sequence_privilege('anon', c.oid, 'update') as write
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S' order by 1`,
    );
    expect(rows).toEqual([
      { sequence: 'audit_logs_id_seq', usage: false, read: false, write: false },
      { sequence: 'booking_seats_id_seq', usage: false, read: false, write: false },
      { sequence: 'tour_review_notes_id_seq', usage: false, read: false, write: false },
    ]);
  });

  it('gives anonymous callers nothing on sequences created later', async () => {
    const { rows } = await db.query<{ acl: string[] }>(
      `select d.defaclacl::text[] as acl from pg_default_acl d
       join pg_namespace n on n.oid = d.defaclnamespace
       where n.nspname = 'public' and d.defaclobjtype = 'S'`,
    );
    expect(rows.flatMap((r) => r.acl).filter((entry) => entry.startsWith('anon='))).toEqual([]);
  });
});
