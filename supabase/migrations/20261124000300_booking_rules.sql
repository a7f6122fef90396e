-- Pure rules of the booking core, in SQL. packages/domain/src/booking mirrors each one in
-- TypeScript for previews; supabase/tests/booking-rules.test.ts feeds both the same random cases.

-- Refusals the client maps to pt-BR (packages/domain/src/booking/errors.ts): SQLSTATE P0001
-- (REST 400) with a stable machine code as the message and optional JSON detail.
create function private.refuse(code text, detail jsonb default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'P0001',
    message = code,
    detail = coalesce(detail::text, ''),
    hint = 'mare.booking';
end;
$$;

create function private.audit(action text, target text, details jsonb default '{}'::jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.audit_logs (actor_id, action, target, details)
  values (auth.uid(), action, target, details)
$$;

-- Booking codes: six characters from 31 with no look-alikes (no 0/O, 1/I/L).
create function private.booking_code_alphabet()
returns text
language sql
immutable
set search_path = ''
as $$ select '23456789ABCDEFGHJKMNPQRSTUVWXYZ'::text $$;

create function private.new_booking_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.string_agg(
    pg_catalog.substr(private.booking_code_alphabet(), 1 + (pg_catalog.get_byte(r.bytes, i) % 31), 1),
    '' order by i)
  from (select pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) as bytes) r,
       pg_catalog.generate_series(0, 5) as i
$$;

create function private.booking_code_valid(code text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select coalesce(code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$', false) $$;

-- CPF: 11 digits, not all equal, both mod-11 check digits right.
create function private.cpf_is_valid(cpf text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  d text := pg_catalog.regexp_replace(coalesce(cpf, ''), '[^0-9]', '', 'g');
  s integer;
  r integer;
  i integer;
begin
  if pg_catalog.length(d) <> 11 or d ~ '^(\d)\1{10}$' then
    return false;
  end if;
  for k in 9..10 loop
    s := 0;
    for i in 1..k loop
      s := s + pg_catalog.substr(d, i, 1)::integer * (k + 2 - i);
    end loop;
    r := (s * 10) % 11 % 10;
    if r <> pg_catalog.substr(d, k + 1, 1)::integer then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- Whole years on a date.
create function private.age_on(birth date, on_date date)
returns integer
language sql
immutable
set search_path = ''
as $$ select pg_catalog.date_part('year', pg_catalog.age(on_date, birth))::integer $$;

-- The price band of an age: lap (free, no seat) up to lap_max_age, child up to child_max_age.
create function private.band_for(age integer, child_max_age integer, lap_max_age integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when lap_max_age is not null and age <= lap_max_age then 'lap'
    when age <= child_max_age then 'child'
    else 'adult'
  end
$$;

-- Price of a party in centavos: bands × prices, plus the taxa de embarque per seated passenger.
create function private.party_price(
  price_adult integer, price_child integer, boarding_fee integer,
  adults integer, children integer, laps integer
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'subtotal', adults * price_adult + children * price_child,
    'boarding_fees', (adults + children) * boarding_fee,
    'total', adults * price_adult + children * price_child + (adults + children) * boarding_fee
  )
$$;

-- Refund of a confirmed booking cancelled by its buyer at `at`:
-- nothing once the tour has started; everything within 7 days of the purchase (CDC art. 49);
-- otherwise the best tier whose notice is met, applied to the tour price (floored to the
-- centavo), plus the taxa de embarque in full (no boarding happens).
create function private.refund_amount(
  subtotal integer, boarding_fees integer, tiers jsonb,
  starts_at timestamptz, purchased_at timestamptz, at timestamptz
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with best as (
    select coalesce(pg_catalog.max((t ->> 'percent')::integer), 0) as percent
    from pg_catalog.jsonb_array_elements(tiers) t
    where extract(epoch from starts_at - at) >= (t ->> 'hours_before')::numeric * 3600
  )
  select case
    when at >= starts_at then
      pg_catalog.jsonb_build_object('amount', 0, 'rule', 'started')
    when at < purchased_at + interval '7 days' then
      pg_catalog.jsonb_build_object('amount', subtotal + boarding_fees, 'rule', 'withdrawal')
    else
      pg_catalog.jsonb_build_object(
        'amount', (subtotal * best.percent) / 100 + boarding_fees,
        'rule', 'tier_' || best.percent)
  end
  from best
$$;

-- Seats for a party of n, together: free passenger seats (accessible ones stay for who asks),
-- in the preferred zone first, then by zone position; within a zone, the n consecutive free
-- seats in (row, col) order that span the fewest rows, earliest first. No zone fits → the
-- first n free seats in that same order (the party is split). Fewer than n free → null.
-- seats: [{ "code", "zone", "zone_position", "row", "col", "kind", "free" }]
create function private.choose_seats(seats jsonb, n integer, preferred_zone text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  with free as (
    select s ->> 'code' as code, s ->> 'zone' as zone, (s ->> 'zone_position')::integer as zpos,
           (s ->> 'row')::integer as seat_row, (s ->> 'col')::integer as seat_col
    from pg_catalog.jsonb_array_elements(seats) s
    where s ->> 'kind' = 'passenger' and (s ->> 'free')::boolean
  ),
  numbered as (
    select f.*,
           pg_catalog.row_number() over (partition by zone order by seat_row, seat_col, code) as k
    from free f
  ),
  windows as (
    select a.zone, a.zpos, a.k, b.seat_row - a.seat_row as spread
    from numbered a
    join numbered b on b.zone = a.zone and b.k = a.k + n - 1
  ),
  best as (
    select w.zone, w.k from windows w
    order by (w.zone is not distinct from preferred_zone) desc, w.zpos, w.zone, w.spread, w.k
    limit 1
  ),
  together as (
    select pg_catalog.array_agg(x.code order by x.k) as codes
    from numbered x join best on best.zone = x.zone
    where x.k between best.k and best.k + n - 1
  ),
  split as (
    select pg_catalog.array_agg(y.code order by y.ord) as codes
    from (
      select code, pg_catalog.row_number() over (
        order by (zone is not distinct from preferred_zone) desc, zpos, zone, seat_row, seat_col, code
      ) as ord
      from free
    ) y
    where y.ord <= n
  )
  select case
    when n < 1 or (select pg_catalog.count(*) from free) < n then null
    when exists (select 1 from best) then (select codes from together)
    else (select codes from split)
  end
$$;

-- Pix BR Code (EMV QR, static, BCB manual), as the demo provider issues it (the same string as
-- pix-utils' createStaticPix: names upper case, ASCII). CRC16-CCITT-FALSE.
create function private.crc16(payload text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  bytes bytea := pg_catalog.convert_to(payload, 'UTF8');
  crc integer := 65535;
  i integer;
  b integer;
begin
  for i in 0 .. pg_catalog.length(bytes) - 1 loop
    crc := crc # (pg_catalog.get_byte(bytes, i) << 8);
    for b in 1..8 loop
      if (crc & 32768) <> 0 then
        crc := ((crc << 1) # 4129) & 65535;
      else
        crc := (crc << 1) & 65535;
      end if;
    end loop;
  end loop;
  return pg_catalog.upper(pg_catalog.lpad(pg_catalog.to_hex(crc), 4, '0'));
end;
$$;

create function private.emv(id text, value text)
returns text
language sql
immutable
set search_path = ''
as $$ select id || pg_catalog.lpad(pg_catalog.length(value)::text, 2, '0') || value $$;

create function private.pix_br_code(
  pix_key text, merchant_name text, merchant_city text, amount integer, txid text
)
returns text
language sql
immutable
set search_path = ''
as $$
  with body as (
    select private.emv('00', '01')
      || private.emv('26', private.emv('00', 'br.gov.bcb.pix') || private.emv('01', pix_key))
      || private.emv('52', '0000')
      || private.emv('53', '986')
      || private.emv('54', pg_catalog.to_char(amount / 100.0, 'FM999999990.00'))
      || private.emv('58', 'BR')
      || private.emv('59', pg_catalog.upper(pg_catalog.left(merchant_name, 25)))
      || private.emv('60', pg_catalog.upper(pg_catalog.left(merchant_city, 15)))
      || private.emv('62', private.emv('05', pg_catalog.left(txid, 25)))
      || '6304' as payload
  )
  select payload || private.crc16(payload) from body
$$;

revoke all on function private.refuse(text, jsonb), private.audit(text, text, jsonb),
  private.booking_code_alphabet(), private.new_booking_code(), private.booking_code_valid(text),
  private.cpf_is_valid(text), private.age_on(date, date), private.band_for(integer, integer, integer),
  private.party_price(integer, integer, integer, integer, integer, integer),
  private.refund_amount(integer, integer, jsonb, timestamptz, timestamptz, timestamptz),
  private.choose_seats(jsonb, integer, text), private.crc16(text), private.emv(text, text),
  private.pix_br_code(text, text, text, integer, text)
  from public, anon, authenticated;

-- The payment provider. 'demo' issues a static BR Code here; any other provider leaves br_code
-- empty at checkout and its server side fills it with set_payment_br_code (service_role), then
-- reports the payment with confirm_payment.
insert into private.app_settings (key, value) values
  ('payment_provider', 'demo'),
  ('demo_pix_key', 'pagamentos@mare.example'),
  ('demo_pix_merchant', 'MARE PASSEIOS'),
  ('demo_pix_city', 'ARRAIAL DO CABO')
on conflict (key) do nothing;

create function private.setting(name text)
returns text
language sql
stable
set search_path = ''
as $$ select s.value from private.app_settings s where s.key = name $$;
revoke all on function private.setting(text) from public, anon, authenticated;
