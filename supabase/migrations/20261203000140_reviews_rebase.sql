-- Reviews move with the demo's dates (the demo anchor, as the provider fixtures do): a seeded review
-- keeps its place after its trip, and its trip date stays the day the trip left.
create function private.rebase_review_dates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  shift interval;
begin
  begin
    shift := new.value::timestamptz - old.value::timestamptz;
  exception when others then
    -- Not an instant (someone wrote another value over the setting): nothing to move by.
    return null;
  end;
  update public.reviews set created_at = created_at + shift, answered_at = answered_at + shift,
    hidden_at = hidden_at + shift, trip_date = (trip_date + shift)::date;
  return null;
end;
$$;
revoke all on function private.rebase_review_dates() from public, anon, authenticated;
create trigger app_settings_rebase_review_dates
  after update on private.app_settings
  for each row when (new.key = 'demo_anchor' and new.value is distinct from old.value)
  execute function private.rebase_review_dates();
