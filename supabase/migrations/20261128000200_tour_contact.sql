-- The tour page's "Tirar dúvidas pelo WhatsApp" opens a chat with the tour's own operator. The
-- boat owner's WhatsApp is the phone of their profile ("Telefone ou WhatsApp"); profiles stay
-- closed to anonymous callers, so this function hands out that one number and nothing else, and
-- only for a published tour of an unblocked boat owner.

-- A Brazilian phone as free text -> WhatsApp's international digits (55 + DDD + number), or null
-- when it cannot be one: 10 or 11 digits (DDD + number), or 12-13 already starting with 55.
create function private.whatsapp_digits(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when d ~ '^[1-9][0-9]{9,10}$' then '55' || d
    when d ~ '^55[1-9][0-9]{9,10}$' then d
  end
  from (select pg_catalog.regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as d) n
$$;
revoke all on function private.whatsapp_digits(text) from public, anon, authenticated;

-- { whatsapp }: the operator's number, or null (unknown or unpublished tour, no usable phone).
create function public.tour_contact(tour_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('whatsapp', (
    select private.whatsapp_digits(p.telefone)
    from public.tours t
    join public.perfis_usuarios u on u.id = t.owner_id and u.role = 'boat_owner'
    join public.profiles p on p.id = t.owner_id
    where t.id = tour_contact.tour_id
      and t.status = 'published'
      and not exists (select 1 from private.account_blocks b where b.user_id = t.owner_id)
  ))
$$;
revoke all on function public.tour_contact(uuid) from public;
grant execute on function public.tour_contact(uuid) to anon, authenticated, service_role;
