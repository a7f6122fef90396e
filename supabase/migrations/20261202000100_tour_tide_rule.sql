-- A tour's tide rule (issue 40, item 3): the boat owner declares when the sea suits the tour,
-- either below a height ({"kind":"below","metres":0.8}: natural pools, rocks that show) or on
-- the ebb ({"kind":"falling"}); null is no rule. The same shape as TideRule in packages/domain.
-- The database stores and checks the rule; it cannot predict tides, so it never refuses a
-- departure for one: the owner's scheduling screen warns instead, and visitors see good days.
--
-- On a published tour the owner changes it at once, without review: it narrows when the owner
-- runs the tour, as scheduling departures does (never reviewed), and changes nothing of what the
-- tour is or costs; departures and bookings already made are untouched. published_tour_edited
-- lists the fields that go back to review, and this one is not among them.

-- Exactly one of the two shapes, no other key; a height from 0 to 3 m in centimetres (at most
-- two decimals), the range of the chart-datum heights at Maré's stations.
create function private.tide_rule_valid(rule jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select rule is null or coalesce(
    case
      when pg_catalog.jsonb_typeof(rule) <> 'object' then false
      when rule ->> 'kind' = 'falling' then rule = '{"kind":"falling"}'::jsonb
      when rule ->> 'kind' = 'below' then
        pg_catalog.jsonb_typeof(rule -> 'kind') = 'string'
        and rule - 'kind' - 'metres' = '{}'::jsonb
        and pg_catalog.jsonb_typeof(rule -> 'metres') = 'number'
        and (rule ->> 'metres')::numeric between 0 and 3
        and (rule ->> 'metres')::numeric = pg_catalog.round((rule ->> 'metres')::numeric, 2)
      else false
    end, false)
$$;
revoke all on function private.tide_rule_valid(jsonb) from public, anon, authenticated;

alter table public.tours add column tide_rule jsonb;

comment on column public.tours.tide_rule is
  'null, {"kind":"below","metres":0..3 (2 decimals)} or {"kind":"falling"}: when the sea suits the tour.';

-- Checked as the cancellation tiers are (cancellation_tiers_invalid): a trigger on every writer
-- that names the problem for the form.
create function private.check_tide_rule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.tide_rule_valid(new.tide_rule) then
    perform private.refuse('tide_rule_invalid');
  end if;
  return new;
end;
$$;
revoke all on function private.check_tide_rule() from public, anon, authenticated;

create trigger tours_tide_rule_valid before insert or update of tide_rule
  on public.tours for each row execute function private.check_tide_rule();

-- The owner's save path is the REST insert / update of public.tours (column grants, RLS "tours:
-- owner updates"); the public reads it with the rest of a published tour (table select grant,
-- "tours: anyone reads published").
grant insert (tide_rule), update (tide_rule) on table public.tours to authenticated;
