-- The admin area's figures: the Painel's KPIs against the previous period, the sales report with
-- its breakdowns and the bookings behind it, and the latest audit entries. Admins only (checked
-- inside each function); reading figures is not an admin action, so nothing here is audited.
-- The rules of a sale are those of 20261127000100_sales_figures.sql.

create function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'admins only' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_admin() from public, anon, authenticated;

-- A region filter: one of packages/domain/src/regions' keys, or none.
create function private.check_region(p_region text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_region is not null and p_region not in ('northeast', 'southeast', 'south', 'north', 'undefined') then
    perform private.refuse('invalid_region');
  end if;
end;
$$;
revoke all on function private.check_region(text) from public, anon, authenticated;

-- The KPIs of one period (all owners).
create function private.admin_kpis(p_from timestamptz, p_to timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.sales_summary(p_from, p_to) || pg_catalog.jsonb_build_object(
    'new_users', (select pg_catalog.count(*) from public.perfis_usuarios pu
                  where pu.created_at >= p_from and pu.created_at < p_to))
$$;
revoke all on function private.admin_kpis(timestamptz, timestamptz) from public, anon, authenticated;

-- Painel: KPIs of [p_from, p_to) and of the period of the same length just before it, sales by
-- day, and the queues waiting for an admin now.
create function public.admin_dashboard(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  previous_from constant timestamptz := p_from - (p_to - p_from);
begin
  perform private.require_admin();
  perform private.check_period(p_from, p_to);
  return pg_catalog.jsonb_build_object(
    'from', p_from, 'to', p_to,
    'previous_from', previous_from, 'previous_to', p_from,
    'current', private.admin_kpis(p_from, p_to),
    'previous', private.admin_kpis(previous_from, p_from),
    'by_day', private.sales_by_day(p_from, p_to),
    'tours_in_review', (select pg_catalog.count(*) from public.tours t where t.status = 'in_review'),
    'boat_owners_pending', (
      select pg_catalog.count(distinct b.owner_id) from public.boats b where b.verification = 'pending'));
end;
$$;
revoke all on function public.admin_dashboard(timestamptz, timestamptz) from public, anon, service_role;
grant execute on function public.admin_dashboard(timestamptz, timestamptz) to authenticated;

-- Relatório de vendas: totals, sales by day and breakdowns by tour, boat owner and region, for
-- the period and the optional filters (one tour, one owner, one region). The three breakdowns
-- are one pass over the sales (grouping sets).
create function public.admin_sales_report(
  p_from timestamptz, p_to timestamptz,
  p_tour uuid default null, p_owner uuid default null, p_region text default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  groups jsonb;
begin
  perform private.require_admin();
  perform private.check_period(p_from, p_to);
  perform private.check_region(p_region);
  with g as (
    select
      case when grouping(l.tour_id) = 0 then 'tour'
           when grouping(l.owner_id) = 0 then 'owner'
           else 'region' end as kind,
      l.tour_id,
      l.owner_id,
      -- One value per group: a tour has one title, owner and region; an owner one name.
      pg_catalog.max(l.tour_title) as title,
      (pg_catalog.array_agg(l.owner_id))[1] as any_owner,
      pg_catalog.max(l.owner_name) as owner_name,
      pg_catalog.max(l.region) as region,
      pg_catalog.sum(l.gross) as gross,
      pg_catalog.jsonb_build_object(
        'gross', pg_catalog.sum(l.gross), 'platform_fee', pg_catalog.sum(l.platform_fee),
        'refunds', pg_catalog.sum(l.refunds), 'net', pg_catalog.sum(l.net),
        'bookings', pg_catalog.count(*),
        'cancellations', pg_catalog.count(*) filter (where l.cancelled)) as figures
    from private.sales_lines(p_from, p_to, p_owner, p_tour, p_region) l
    group by grouping sets ((l.tour_id), (l.owner_id), (l.region))
  )
  select pg_catalog.jsonb_build_object(
    'by_tour', coalesce(pg_catalog.jsonb_agg(
      pg_catalog.jsonb_build_object('tour_id', g.tour_id, 'title', g.title,
        'owner_name', g.owner_name, 'region', g.region) || g.figures
      order by g.gross desc, g.title) filter (where g.kind = 'tour'), '[]'::jsonb),
    'by_owner', coalesce(pg_catalog.jsonb_agg(
      pg_catalog.jsonb_build_object('owner_id', g.any_owner, 'name', g.owner_name) || g.figures
      order by g.gross desc, g.owner_name) filter (where g.kind = 'owner'), '[]'::jsonb),
    'by_region', coalesce(pg_catalog.jsonb_agg(
      pg_catalog.jsonb_build_object('region', g.region) || g.figures
      order by g.gross desc, g.region) filter (where g.kind = 'region'), '[]'::jsonb))
  into groups
  from g;
  return pg_catalog.jsonb_build_object(
    'from', p_from, 'to', p_to,
    'totals', private.sales_summary(p_from, p_to, p_owner, p_tour, p_region),
    'by_day', private.sales_by_day(p_from, p_to, p_owner, p_tour, p_region)) || groups;
end;
$$;
revoke all on function public.admin_sales_report(timestamptz, timestamptz, uuid, uuid, text) from public, anon, service_role;
grant execute on function public.admin_sales_report(timestamptz, timestamptz, uuid, uuid, text) to authenticated;

-- The sales behind the report, newest first, a page at a time (p_limit 1–1000): { total, rows }.
create function public.admin_sales_bookings(
  p_from timestamptz, p_to timestamptz,
  p_tour uuid default null, p_owner uuid default null, p_region text default null,
  p_limit integer default 50, p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.check_period(p_from, p_to);
  perform private.check_region(p_region);
  if p_limit is null or p_limit < 1 or p_limit > 1000 or p_offset is null or p_offset < 0 then
    perform private.refuse('invalid_page');
  end if;
  return pg_catalog.jsonb_build_object(
    'total', (select pg_catalog.count(*) from private.sales_lines(p_from, p_to, p_owner, p_tour, p_region)),
    'rows', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(page) order by page.sold_at desc, page.code), '[]'::jsonb)
      from (
        select l.booking_id, l.code, l.sold_at, l.status, l.starts_at, l.tour_id, l.tour_title,
          l.owner_id, l.owner_name, l.region, l.buyer_name, l.seats, l.laps, l.subtotal,
          l.boarding_fees, l.gross, l.refunds, l.platform_fee, l.net
        from private.sales_lines(p_from, p_to, p_owner, p_tour, p_region) l
        order by l.sold_at desc, l.code
        limit p_limit offset p_offset
      ) page));
end;
$$;
revoke all on function public.admin_sales_bookings(timestamptz, timestamptz, uuid, uuid, text, integer, integer)
  from public, anon, service_role;
grant execute on function public.admin_sales_bookings(timestamptz, timestamptz, uuid, uuid, text, integer, integer)
  to authenticated;

-- The latest audit entries with who made them (1–100).
create function public.admin_recent_audit(p_limit integer default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    perform private.refuse('invalid_page');
  end if;
  return (
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', a.id, 'created_at', a.created_at, 'action', a.action, 'target', a.target,
      'details', a.details, 'actor_id', a.actor_id,
      'actor_name', coalesce(nullif(pu.name, ''), pu.email), 'actor_email', pu.email)
      order by a.created_at desc, a.id desc), '[]'::jsonb)
    from (
      select * from public.audit_logs l order by l.created_at desc, l.id desc limit p_limit
    ) a
    left join public.perfis_usuarios pu on pu.id = a.actor_id);
end;
$$;
revoke all on function public.admin_recent_audit(integer) from public, anon, service_role;
grant execute on function public.admin_recent_audit(integer) to authenticated;
