-- Review notes move with the demo's dates: a seeded or demo-made note keeps its place next to the
-- tour, boat or service it judged instead of sitting days before (or after) everything else.

-- As in 20261202000200_pix_psp.sql, with tour_review_notes and private.verification_notes moved too.
create or replace function private.rebase_demo_dates(anchor timestamptz)
returns interval
language plpgsql
security definer
set search_path = ''
as $$
declare
  shift interval;
begin
  if not private.demo_mode() then
    raise exception 'rebase_demo_dates runs on demo databases only' using errcode = '42501';
  end if;
  shift := anchor - private.setting('demo_anchor')::timestamptz;
  if shift = interval '0' then
    return shift;
  end if;
  alter table public.departures disable trigger departures_guard_changes;
  update public.departures set starts_at = starts_at + shift, sales_cutoff_at = sales_cutoff_at + shift;
  alter table public.departures enable trigger departures_guard_changes;
  update public.bookings set hold_expires_at = hold_expires_at + shift, created_at = created_at + shift,
    purchased_at = purchased_at + shift, confirmed_at = confirmed_at + shift,
    cancelled_at = cancelled_at + shift;
  update public.payments set expires_at = expires_at + shift, paid_at = paid_at + shift,
    created_at = created_at + shift, charged_at = charged_at + shift;
  update public.passengers set checked_in_at = checked_in_at + shift;
  update public.refunds set created_at = created_at + shift, sent_at = sent_at + shift,
    done_at = done_at + shift, refused_at = refused_at + shift, next_attempt_at = next_attempt_at + shift;
  update public.payment_issues set created_at = created_at + shift, resolved_at = resolved_at + shift;
  update public.notifications set created_at = created_at + shift, sent_at = sent_at + shift;
  update public.tour_review_notes set created_at = created_at + shift;
  update private.verification_notes set created_at = created_at + shift;
  update private.app_settings set value = anchor::text, updated_at = pg_catalog.now()
  where key = 'demo_anchor';
  return shift;
end;
$$;
revoke all on function private.rebase_demo_dates(timestamptz) from public, anon, authenticated;
