-- A tour's tide rule, tightened (builds on 20261202000100_tour_tide_rule.sql):
-- 1. "below 0 m" is refused: no predicted height is under the chart datum's zero often enough to
--    run a tour by, and the form reads 0 as a slip; the height is now above 0 and up to 3 m.
-- 2. A rule needs a beach whose tide Maré predicts: a tour without a beach (another place) or at a
--    river beach cannot have one, since nothing would check it (tide_rule_no_tide).

-- The beaches with a tide station, the keys of BEACH_TIDE_STATIONS in packages/domain (a Node
-- test keeps the two lists equal).
create function private.tide_beaches()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['baia-do-sancho', 'jericoacoara', 'praia-do-forno', 'praia-do-rosa']::text[]
$$;
revoke all on function private.tide_beaches() from public, anon, authenticated;

create or replace function private.tide_rule_valid(rule jsonb)
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
        and (rule ->> 'metres')::numeric > 0
        and (rule ->> 'metres')::numeric <= 3
        and (rule ->> 'metres')::numeric = pg_catalog.round((rule ->> 'metres')::numeric, 2)
      else false
    end, false)
$$;
revoke all on function private.tide_rule_valid(jsonb) from public, anon, authenticated;

comment on column public.tours.tide_rule is
  'null, {"kind":"below","metres":0.01..3 (2 decimals)} or {"kind":"falling"}, only at a beach with a tide: when the sea suits the tour.';

create or replace function private.check_tide_rule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.tide_rule_valid(new.tide_rule) then
    perform private.refuse('tide_rule_invalid');
  end if;
  if new.tide_rule is not null
     and (new.beach_id is null or not new.beach_id = any (private.tide_beaches())) then
    perform private.refuse('tide_rule_no_tide');
  end if;
  return new;
end;
$$;
revoke all on function private.check_tide_rule() from public, anon, authenticated;

-- Moving a tour with a rule to another place is checked too.
drop trigger tours_tide_rule_valid on public.tours;
create trigger tours_tide_rule_valid before insert or update of tide_rule, beach_id
  on public.tours for each row execute function private.check_tide_rule();
