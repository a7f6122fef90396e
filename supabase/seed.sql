-- Fixtures of supabase/DATA-MODEL.md (the mocks use the same ids). Password for all: Mare@2026.
-- DEMO DATA ONLY: two admins and four more accounts with a published password. It refuses to run
-- unless the session turns on `mare.demo_seed` (supabase/README.md, "Loading the demo seed"):
--   set mare.demo_seed = on;
-- The whole file is one statement, so no client can run part of it after the refusal.
-- The sign-up trigger creates profiles, perfis_usuarios and service_providers from the metadata;
-- admins are promoted afterwards because metadata can never grant 'admin'. Loading it twice
-- changes nothing.
do $seed$
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data (two admins, published password) loads only when the session setting mare.demo_seed is on'
      using hint = 'Never load it into a real project. For a local or throw-away demo database run "set mare.demo_seed = on;" in the same session first (supabase/README.md, "Loading the demo seed").';
  end if;

  with fixtures (id, email, confirmed, meta) as (
    values
      ('00000000-0000-4000-8000-000000000001'::uuid, 'mestre@mare.example', true,
       '{"nome":"Administrador Master","full_name":"Administrador Master","cidade":""}'::jsonb),
      ('00000000-0000-4000-8000-000000000002'::uuid, 'admin@mare.example', true,
       '{"nome":"Ana Administradora","full_name":"Ana Administradora","cidade":""}'::jsonb),
      ('00000000-0000-4000-8000-000000000003'::uuid, 'barqueiro@mare.example', true,
       '{"nome":"Bruno Barqueiro","full_name":"Bruno Barqueiro","cidade":"Arraial do Cabo","account_type":"boat_owner"}'::jsonb),
      ('00000000-0000-4000-8000-000000000004'::uuid, 'guia@mare.example', true,
       '{"nome":"Gabriela Guia","full_name":"Gabriela Guia","cidade":"Porto Seguro","account_type":"service_provider","business_name":"Gabriela Guia Turismo","business_type":"guia","cadastur":"12345678901","whatsapp":"(73) 99999-0004"}'::jsonb),
      ('00000000-0000-4000-8000-000000000005'::uuid, 'pendente@mare.example', false,
       '{"nome":"Paulo Pendente","full_name":"Paulo Pendente","cidade":""}'::jsonb),
      ('00000000-0000-4000-8000-000000000006'::uuid, 'visitante@mare.example', true,
       '{"nome":"Vera Visitante","full_name":"Vera Visitante","cidade":"Salvador"}'::jsonb)
  )
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password,
    email_confirmed_at, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
    created_at, updated_at,
    -- GoTrue cannot read NULL in these token columns: they must be empty strings.
    confirmation_token, recovery_token, email_change_token_new, email_change
  )
  select
    '00000000-0000-0000-0000-000000000000'::uuid, f.id, 'authenticated', 'authenticated', f.email,
    extensions.crypt('Mare@2026', extensions.gen_salt('bf')),
    case when f.confirmed then now() end, now(),
    '{"provider":"email","providers":["email"]}'::jsonb, f.meta,
    now(), now(),
    '', '', '', ''
  from fixtures f
  on conflict (id) do nothing;

  -- Password sign-in looks the user up through their email identity.
  insert into auth.identities (
    id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
  )
  select
    u.id, u.id, u.id::text, 'email',
    jsonb_build_object(
      'sub', u.id::text,
      'email', u.email,
      'email_verified', u.email_confirmed_at is not null,
      'phone_verified', false
    ),
    now(), now(), now()
  from auth.users u
  where u.id between '00000000-0000-4000-8000-000000000001' and '00000000-0000-4000-8000-000000000006'
  on conflict do nothing;

  update public.perfis_usuarios
  set role = 'admin'
  where id = '00000000-0000-4000-8000-000000000002';

  -- The master is seeded as already bootstrapped (the trigger leaves the master email without a
  -- role row; the first admin sign-in would otherwise create it through create_admin_user).
  insert into public.perfis_usuarios (id, role, name, email)
  values ('00000000-0000-4000-8000-000000000001', 'admin', 'Administrador Master', 'mestre@mare.example')
  on conflict (id) do nothing;

  -- The fixture master is the bound master admin (supabase/README.md, "The master admin").
  insert into private.app_settings (key, value)
  values ('master_admin_user_id', '00000000-0000-4000-8000-000000000001')
  on conflict (key) do update set value = excluded.value, updated_at = now();
end;
$seed$;

-- ==== Booking fixtures (issue 17) ===============================================================
-- Boats, layouts, tours, departures and bookings of the boat-owner fixture (Bruno Barqueiro),
-- written around a fixed anchor, 2026-11-21T10:30-03:00 (the stories' clock). The demo moves
-- them to its own "now" with `select private.rebase_demo_dates(now())` at first start.
-- Buyers: Vera Visitante (her own trips) and Gabriela Guia (groups she books for her clients).
-- Loading it twice changes nothing.

do $fixtures$
declare
  anchor constant timestamptz := '2026-11-21T10:30:00-03:00';
  owner constant uuid := '00000000-0000-4000-8000-000000000003';
  vera constant uuid := '00000000-0000-4000-8000-000000000006';
  gabriela constant uuid := '00000000-0000-4000-8000-000000000004';
  escuna constant uuid := 'b0a70000-0000-4000-8000-000000000001';
  lancha constant uuid := 'b0a70000-0000-4000-8000-000000000002';
  catamara constant uuid := 'b0a70000-0000-4000-8000-000000000003';
  first_names constant text[] := array['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Giovana',
    'Heitor', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael',
    'Sofia', 'Tiago', 'Beatriz', 'Lucas'];
  last_names constant text[] := array['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira',
    'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Carvalho', 'Ribeiro'];
  t record;
  d record;
  day integer;
  dep uuid;
  bk uuid;
  n integer := 0;
  spec record;
  seat record;
  k integer;
  base text;
  s integer;
  cpf text;
begin
  -- The same guard as above: this block is a statement of its own.
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  -- Demo-only paths (simulated payment, date rebase) work in this database from now on.
  update private.app_settings set value = 'on', updated_at = now() where key = 'demo_mode';
  if exists (select 1 from public.boats where id = escuna) then
    return;
  end if;

  insert into public.boats (id, owner_id, name, kind, registration, capacity, photos, amenities, verification)
  values
    (escuna, owner, 'Escuna Maré Alta', 'escuna', '381-012345-6', 40,
     '["/images/tours/escuna-arraial.webp"]', '["banheiro", "bar a bordo", "escada de mergulho", "som ambiente"]', 'approved'),
    (lancha, owner, 'Lancha Sancho', 'lancha', '381-065432-1', 12,
     '["/images/tours/snorkel-forno.webp"]', '["colete para todos", "equipamento de snorkel", "caixa térmica"]', 'approved'),
    (catamara, owner, 'Catamarã Boto-Cor-de-Rosa', 'catamara', '381-099887-3', 26,
     '["/images/tours/catamara-noronha.webp"]', '["banheiro", "toldo", "redes de proa", "acessível para cadeira de rodas"]', 'approved');

  insert into public.boat_zones (id, boat_id, code, name, covered, hints, position) values
    ('2a000000-0000-4000-8000-000000000011', escuna, 'proa', 'Proa', false, '["sol", "molha", "vista"]', 1),
    ('2a000000-0000-4000-8000-000000000012', escuna, 'popa_coberta', 'Popa coberta', true, '["sombra", "balanca_menos"]', 2),
    ('2a000000-0000-4000-8000-000000000013', escuna, 'cabine', 'Cabine', true, '["sombra", "balanca_menos", "protegido_do_vento"]', 3),
    ('2a000000-0000-4000-8000-000000000021', lancha, 'proa', 'Proa', false, '["sol", "molha", "vista"]', 1),
    ('2a000000-0000-4000-8000-000000000022', lancha, 'popa', 'Popa', false, '["sol", "balanca_menos"]', 2),
    ('2a000000-0000-4000-8000-000000000031', catamara, 'redes', 'Redes da proa', false, '["sol", "molha", "vista"]', 1),
    ('2a000000-0000-4000-8000-000000000032', catamara, 'salao', 'Salão coberto', true, '["sombra", "balanca_menos"]', 2),
    ('2a000000-0000-4000-8000-000000000033', catamara, 'popa', 'Popa', false, '["sol", "vista"]', 3);

  -- Escuna: proa 2 rows × 5 (P1–P10), popa coberta 4 × 4 (C1–C16), cabine 2 × 4 (K1–K8), crew at the helm.
  insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col, kind)
  select escuna, '2a000000-0000-4000-8000-000000000011'::uuid, 'P' || (r * 5 + c + 1), r, c, 'passenger'
  from generate_series(0, 1) r, generate_series(0, 4) c
  union all
  select escuna, '2a000000-0000-4000-8000-000000000012'::uuid, 'C' || (r * 4 + c + 1), r + 2, c,
    case when r = 3 and c = 0 then 'accessible' else 'passenger' end
  from generate_series(0, 3) r, generate_series(0, 3) c
  union all
  select escuna, '2a000000-0000-4000-8000-000000000013'::uuid, 'K' || (r * 4 + c + 1), r + 6, c, 'passenger'
  from generate_series(0, 1) r, generate_series(0, 3) c
  union all
  select escuna, '2a000000-0000-4000-8000-000000000013'::uuid, 'T' || c, 8, c, 'crew' from generate_series(1, 2) c;

  -- Lancha: proa 2 × 2 (P1–P4), popa 2 × 3 (A1–A6), one seat blocked (engine hatch).
  insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col, kind)
  select lancha, '2a000000-0000-4000-8000-000000000021'::uuid, 'P' || (r * 2 + c + 1), r, c, 'passenger'
  from generate_series(0, 1) r, generate_series(0, 1) c
  union all
  select lancha, '2a000000-0000-4000-8000-000000000022'::uuid, 'A' || (r * 3 + c + 1), r + 2, c,
    case when r = 1 and c = 2 then 'blocked' else 'passenger' end
  from generate_series(0, 1) r, generate_series(0, 2) c;

  -- Catamarã: 24 passenger seats — redes 2 × 4 (R1–R8), salão 3 × 4 (S1–S12), popa 1 × 4 (M1–M4).
  insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col, kind)
  select catamara, '2a000000-0000-4000-8000-000000000031'::uuid, 'R' || (r * 4 + c + 1), r, c, 'passenger'
  from generate_series(0, 1) r, generate_series(0, 3) c
  union all
  select catamara, '2a000000-0000-4000-8000-000000000032'::uuid, 'S' || (r * 4 + c + 1), r + 2, c,
    case when r = 2 and c in (2, 3) then 'accessible' else 'passenger' end
  from generate_series(0, 2) r, generate_series(0, 3) c
  union all
  select catamara, '2a000000-0000-4000-8000-000000000033'::uuid, 'M' || (c + 1), 5, c, 'passenger'
  from generate_series(0, 3) c;

  insert into public.tours (id, owner_id, beach_id, slug, title, summary, itinerary, included, not_included,
    meeting_point, what_to_bring, duration_minutes, minimum_age, languages, price_adult, price_child,
    child_max_age, lap_max_age, boarding_fee, cancellation_tiers, photos, status)
  values
    ('70a00000-0000-4000-8000-000000000001', owner, 'praia-do-forno', 'escuna-praias-de-arraial',
     'Passeio de escuna pelas praias de Arraial do Cabo',
     'O clássico de Arraial: Praia do Forno, Ilha do Farol e Gruta Azul, com paradas para banho em águas transparentes.',
     '[{"title":"Saída da Praia dos Anjos","minutes":15},{"title":"Praia do Forno","description":"Parada de 40 minutos para banho e snorkel.","minutes":40},{"title":"Ilha do Farol","description":"Desembarque controlado pela Marinha, de até 45 minutos.","minutes":45},{"title":"Gruta Azul e Fenda da Nossa Senhora","description":"Vista do barco, quando o mar permite.","minutes":20},{"title":"Prainhas do Pontal do Atalaia","minutes":40}]',
     '["Colete salva-vidas", "Água mineral", "Guia a bordo"]',
     '["Taxa de embarque (cobrada à parte)", "Almoço", "Bebidas do bar"]',
     '{"address":"Cais da Praia dos Anjos, Arraial do Cabo - RJ","latitude":-22.9745,"longitude":-42.0184,"instructions":"Chegue 30 minutos antes e procure a barraca azul da Maré no cais."}',
     '["Protetor solar", "Toalha", "Roupa de banho", "Dinheiro para o almoço"]',
     240, 0, '["pt-BR", "es"]', 10000, 5000, 11, 5, 1000,
     '[{"hours_before":24,"percent":100},{"hours_before":12,"percent":50}]',
     '["/images/tours/escuna-arraial.webp"]', 'published'),
    ('70a00000-0000-4000-8000-000000000002', owner, 'praia-do-forno', 'snorkel-praia-do-forno',
     'Snorkel guiado na Praia do Forno',
     'Lancha até a Praia do Forno para observar tartarugas e peixes com instrutor, em grupo pequeno.',
     '[{"title":"Saída da Praia dos Anjos","minutes":10},{"title":"Briefing de segurança","minutes":15},{"title":"Snorkel no costão do Forno","minutes":60},{"title":"Retorno","minutes":15}]',
     '["Máscara, snorkel e colete", "Instrutor credenciado", "Fotos subaquáticas"]',
     '["Taxa de embarque (cobrada à parte)", "Nadadeiras"]',
     '{"address":"Cais da Praia dos Anjos, Arraial do Cabo - RJ","latitude":-22.9745,"longitude":-42.0184,"instructions":"Encontro na escada do cais, lado esquerdo."}',
     '["Protetor solar biodegradável", "Roupa de banho", "Camiseta de lycra"]',
     120, 8, '["pt-BR", "en"]', 18000, 12000, 11, null, 1000,
     '[{"hours_before":48,"percent":100},{"hours_before":24,"percent":50}]',
     '["/images/tours/snorkel-forno.webp"]', 'published'),
    ('70a00000-0000-4000-8000-000000000003', owner, 'baia-do-sancho', 'catamara-golfinhos-noronha',
     'Catamarã dos golfinhos e da Baía do Sancho',
     'Navegação pelo Mar de Dentro de Fernando de Noronha, com os golfinhos-rotadores e o Sancho visto do mar.',
     '[{"title":"Porto de Santo Antônio","minutes":15},{"title":"Baía dos Golfinhos","description":"Observação dos golfinhos-rotadores, sem desembarque.","minutes":45},{"title":"Baía do Sancho","description":"Parada para banho de mar.","minutes":60},{"title":"Pôr do sol na volta","minutes":30}]',
     '["Colete salva-vidas", "Frutas e água", "Equipamento de snorkel"]',
     '["Taxa de Preservação Ambiental de Noronha", "Ingresso do Parque Nacional"]',
     '{"address":"Porto de Santo Antônio, Fernando de Noronha - PE","latitude":-3.8336,"longitude":-32.4006,"instructions":"Apresente o voucher no quiosque da Maré, no porto."}',
     '["Protetor solar", "Chapéu", "Ingresso do Parque Nacional impresso ou no celular"]',
     180, 0, '["pt-BR", "en"]', 32000, 16000, 11, 4, 2000,
     '[{"hours_before":24,"percent":100},{"hours_before":12,"percent":50}]',
     '["/images/tours/catamara-noronha.webp"]', 'published'),
    ('70a00000-0000-4000-8000-000000000004', owner, 'jericoacoara', 'catamara-por-do-sol-jeri',
     'Catamarã do pôr do sol em Jericoacoara',
     'Saída da praia principal para ver o sol se pôr no mar, com parada em frente à Pedra Furada.',
     '[{"title":"Embarque na Praia de Jeri","minutes":15},{"title":"Pedra Furada vista do mar","minutes":30},{"title":"Pôr do sol","description":"O barco para em frente à Duna do Pôr do Sol.","minutes":45}]',
     '["Colete salva-vidas", "Caipirinha ou suco de cortesia"]',
     '["Taxa de Turismo Sustentável de Jericoacoara", "Transfer da pousada"]',
     '{"address":"Praia de Jericoacoara, em frente à Rua Principal - CE","latitude":-2.7936,"longitude":-40.5133,"instructions":"Embarque pela areia: venha de sandália e deixe os sapatos na pousada."}',
     '["Roupa leve", "Saída de praia", "Câmera"]',
     120, 0, '["pt-BR", "en", "es"]', 15000, 7500, 11, 4, 0,
     '[{"hours_before":24,"percent":100}]',
     '["/images/tours/catamara-jeri.webp"]', 'published'),
    ('70a00000-0000-4000-8000-000000000005', owner, 'alter-do-chao', 'travessia-ilha-do-amor',
     'Travessia para a Ilha do Amor e o Lago Verde',
     'Lancha pelo Tapajós até a Ilha do Amor, volta pelo Lago Verde e o igarapé do Macaco na cheia.',
     '[{"title":"Orla de Alter do Chão","minutes":5},{"title":"Ilha do Amor","description":"Praia de rio de areia branca; a faixa muda com a cheia e a vazante.","minutes":90},{"title":"Lago Verde","minutes":60},{"title":"Ponta do Cururu ao entardecer","minutes":40}]',
     '["Colete salva-vidas", "Água", "Piloteiro local"]',
     '["Almoço nas barracas da ilha"]',
     '{"address":"Orla de Alter do Chão, em frente à praça 7 de Setembro, Santarém - PA","latitude":-2.5019,"longitude":-54.9562,"instructions":"Procure o piloteiro da Maré no píer da praça."}',
     '["Repelente", "Protetor solar", "Chinelo", "Dinheiro para o almoço"]',
     300, 0, '["pt-BR"]', 9000, 4500, 11, 5, 0,
     '[{"hours_before":24,"percent":100},{"hours_before":6,"percent":50}]',
     '["/images/tours/ilha-do-amor.webp"]', 'published'),
    ('70a00000-0000-4000-8000-000000000006', owner, 'praia-do-rosa', 'baleias-francas-praia-do-rosa',
     'Observação de baleias-francas na Praia do Rosa',
     'Na temporada das baleias-francas (julho a novembro), saída com biólogo para ver mães e filhotes a distância segura.',
     '[{"title":"Briefing com o biólogo","minutes":20},{"title":"Navegação na APA da Baleia Franca","description":"Aproximação respeitando os 100 metros da regra da APA.","minutes":100},{"title":"Retorno ao Canto Sul","minutes":20}]',
     '["Colete salva-vidas", "Biólogo a bordo", "Capa de chuva"]',
     '["Transfer da pousada"]',
     '{"address":"Canto Sul da Praia do Rosa, Imbituba - SC","latitude":-28.1372,"longitude":-48.6422,"instructions":"Encontro na rampa dos barcos do Canto Sul, 20 minutos antes."}',
     '["Casaco corta-vento", "Óculos de sol", "Remédio para enjoo, se costuma enjoar"]',
     140, 6, '["pt-BR", "es"]', 24000, 18000, 11, null, 1500,
     '[{"hours_before":48,"percent":100},{"hours_before":24,"percent":50}]',
     '["/images/tours/baleias-rosa.webp"]', 'published');
  insert into public.tours (id, owner_id, place, slug, title, summary, duration_minutes, price_adult,
    price_child, child_max_age, lap_max_age, boarding_fee, status)
  values ('70a00000-0000-4000-8000-000000000007', owner, 'Ilha de Cabo Frio, Arraial do Cabo - RJ',
    'rascunho-ilha-de-cabo-frio', 'Volta à Ilha de Cabo Frio (rascunho)', 'Roteiro em preparação.',
    180, 12000, 6000, 11, 5, 1000, 'draft');
  -- The Sancho's rocks and pools show at low tide: below 0,8 m. By the predictor for Fernando de
  -- Noronha, 11 of its 33 departures at 14:00 around the anchor fit (supabase/tests/tide-rule).
  update public.tours set tide_rule = '{"kind":"below","metres":0.8}'
  where id = '70a00000-0000-4000-8000-000000000003';

  -- Departures over the 60 days after the anchor (São Paulo time), plus a few days before it.
  for t in
    select * from (values
      ('70a00000-0000-4000-8000-000000000001'::uuid, escuna, 1, '09:00'::time, 10),
      ('70a00000-0000-4000-8000-000000000002'::uuid, lancha, 2, '08:00'::time, 2),
      ('70a00000-0000-4000-8000-000000000003'::uuid, catamara, 3, '14:00'::time, 8),
      ('70a00000-0000-4000-8000-000000000004'::uuid, catamara, 4, '16:30'::time, 6),
      ('70a00000-0000-4000-8000-000000000005'::uuid, lancha, 5, '09:30'::time, 4),
      ('70a00000-0000-4000-8000-000000000006'::uuid, lancha, 6, '08:30'::time, 4)
    ) v(tour_id, boat_id, nr, at_time, minimum)
  loop
    for day in -3 .. 60 loop
      -- Whales only in season (to the end of November); each tour every other or third day.
      continue when t.nr = 6 and (anchor + day * interval '1 day') >= '2026-12-01T00:00:00-03:00';
      continue when (day + t.nr) % (case when t.nr in (1, 3) then 2 else 3 end) <> 0 and day not in (1, 2, -3);
      insert into public.departures (id, tour_id, boat_id, starts_at, status, sales_cutoff_at, min_passengers)
      values (
        ('d0000000-0000-4000-8000-' || lpad(t.nr::text, 4, '0') || lpad((day + 10)::text, 8, '0'))::uuid,
        t.tour_id, t.boat_id,
        (((anchor at time zone 'America/Sao_Paulo')::date + day) + t.at_time) at time zone 'America/Sao_Paulo',
        case when day < 0 then 'departed' else 'scheduled' end,
        (((anchor at time zone 'America/Sao_Paulo')::date + day) + t.at_time) at time zone 'America/Sao_Paulo'
          - interval '1 hour',
        t.minimum
      );
    end loop;
  end loop;

  -- The whale watch of tomorrow: sea closed by the Capitania.
  update public.departures set status = 'cancelled',
    cancel_reason = 'Mar fechado pela Capitania dos Portos: ressaca com ondas de 3 metros.'
  where id = 'd0000000-0000-4000-8000-000600000011';

  -- Bookings: (departure day, tour, buyer, status, seats, laps). Seats are taken in layout order.
  for spec in
    select * from (values
      -- Escuna tomorrow, nearly full: 30 of 34 seats.
      (1, 1, gabriela, 'confirmed', array['P1','P2','P3','P4','P5','P6','P7','P8','P9','P10','C1','C2'], 0, -9),
      (1, 1, gabriela, 'confirmed', array['C3','C4','C5','C6','C7','C8','C9','C10','C11','C12','C14','C15'], 0, -8),
      (1, 1, vera, 'confirmed', array['K1','K2','K3','K4'], 1, -20),
      (1, 1, gabriela, 'awaiting_payment', array['C16','K5'], 0, 0),
      -- Catamarã to the dolphins the day after tomorrow: sold out.
      (2, 3, gabriela, 'confirmed', array['R1','R2','R3','R4','R5','R6','R7','R8','S1','S2','S3','S4'], 0, -15),
      (2, 3, gabriela, 'confirmed', array['S5','S6','S7','S8','S9','S10','S11','S12','M1','M2','M3','M4'], 2, -14),
      -- Vera's other trips: one held now, one cancelled with a refund, one expired.
      (2, 3, vera, 'expired', array['S1'], 0, -1),
      (4, 5, vera, 'held', array['P1','P2'], 0, 0),
      (9, 1, vera, 'cancelled', array['C5','C6'], 0, -12),
      -- The whale watch cancelled for weather had two bookings.
      (1, 6, vera, 'cancelled', array['P1','P2'], 0, -10),
      (1, 6, gabriela, 'cancelled', array['A1','A2','A3'], 0, -10),
      -- Past departures: checked in, and a no-show.
      (-3, 1, vera, 'confirmed', array['P1','P2'], 0, -30),
      (-3, 1, gabriela, 'no_show', array['C1','C2'], 0, -25),
      -- Later dates, so the list is not only tomorrow.
      (11, 4, vera, 'confirmed', array['R1','R2','R3'], 1, -3),
      (2, 2, gabriela, 'confirmed', array['P1','P2','P3','P4','A1','A2'], 0, -6)
    ) v(day, tour_nr, buyer, status, seats, laps, bought_days)
  loop
    n := n + 1;
    dep := ('d0000000-0000-4000-8000-' || lpad(spec.tour_nr::text, 4, '0') || lpad((spec.day + 10)::text, 8, '0'))::uuid;
    bk := ('b00c0000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid;
    select d2.*, tr.price_adult, tr.price_child, tr.boarding_fee into d
    from public.departures d2 join public.tours tr on tr.id = d2.tour_id where d2.id = dep;
    if d.id is null then
      raise exception 'fixture departure % (tour %, day %) does not exist', dep, spec.tour_nr, spec.day;
    end if;

    insert into public.bookings (id, code, departure_id, buyer_id, status, hold_expires_at, seat_count,
      lap_count, contact_name, contact_email, contact_phone, subtotal, boarding_fees, total, created_at,
      purchased_at, confirmed_at, cancelled_at, cancel_reason)
    values (bk,
      substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (n * 7) % 31, 1) || 'MR'
        || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (n * 11) % 31, 1)
        || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (n * 5 + 3) % 31, 1) || 'Q',
      dep, spec.buyer, spec.status,
      case spec.status when 'held' then anchor + interval '8 minutes'
        when 'awaiting_payment' then anchor + interval '24 minutes'
        else anchor + spec.bought_days * interval '1 day' + interval '30 minutes' end,
      cardinality(spec.seats), spec.laps,
      case when spec.status <> 'held' then case when spec.buyer = vera then 'Vera Visitante' else 'Gabriela Guia Turismo' end end,
      case when spec.status <> 'held' then case when spec.buyer = vera then 'visitante@mare.example' else 'guia@mare.example' end end,
      case when spec.status <> 'held' then case when spec.buyer = vera then '(71) 99999-0006' else '(73) 99999-0004' end end,
      case when spec.status <> 'held' then cardinality(spec.seats) * d.price_adult end,
      case when spec.status <> 'held' then cardinality(spec.seats) * d.boarding_fee end,
      case when spec.status <> 'held' then cardinality(spec.seats) * (d.price_adult + d.boarding_fee) end,
      anchor + spec.bought_days * interval '1 day' - interval '5 minutes',
      case when spec.status <> 'held' then anchor + spec.bought_days * interval '1 day' end,
      case when spec.status in ('confirmed', 'no_show') or (spec.status = 'cancelled')
        then anchor + spec.bought_days * interval '1 day' + interval '2 minutes' end,
      case when spec.status = 'cancelled' then
        case when spec.tour_nr = 6 then anchor - interval '2 hours' else anchor - interval '1 day' end end,
      case when spec.status = 'cancelled' then
        case when spec.tour_nr = 6 then 'departure_cancelled' else 'buyer' end end);

    insert into public.booking_seats (booking_id, departure_id, seat_id, active)
    select bk, dep, bs.id, spec.status in ('held', 'awaiting_payment', 'confirmed')
    from public.boat_seats bs where bs.boat_id = d.boat_id and bs.code = any (spec.seats);

    if spec.status <> 'held' then
      k := 0;
      for seat in
        select bs.id, bs.code from public.boat_seats bs
        where bs.boat_id = d.boat_id and bs.code = any (spec.seats) order by bs.code
      loop
        k := k + 1;
        -- A valid CPF built from the booking and seat numbers.
        base := lpad(((n * 7919 + k * 104729) % 999999999)::text, 9, '0');
        s := 0;
        for i in 1 .. 9 loop s := s + substr(base, i, 1)::integer * (11 - i); end loop;
        base := base || ((s * 10) % 11 % 10)::text;
        s := 0;
        for i in 1 .. 10 loop s := s + substr(base, i, 1)::integer * (12 - i); end loop;
        cpf := base || ((s * 10) % 11 % 10)::text;
        insert into public.passengers (booking_id, full_name, cpf, birth_date, band, seat_id, price, checked_in_at)
        values (bk,
          case when k = 1 and spec.buyer = vera then 'Vera Visitante'
            else first_names[1 + (n * 3 + k) % 20] || ' ' || last_names[1 + (n + k * 5) % 12] end,
          cpf, date '1970-01-01' + ((n * 37 + k * 1231) % 12000), 'adult', seat.id, d.price_adult,
          case when spec.day < 0 and spec.status = 'confirmed' then d.starts_at - interval '20 minutes' end);
      end loop;
      for k in 1 .. spec.laps loop
        insert into public.passengers (booking_id, full_name, birth_date, band, seat_id, price)
        values (bk, 'Bebê ' || last_names[1 + (n + k) % 12], date '2025-03-10', 'lap', null, 0);
      end loop;

      insert into public.payments (booking_id, provider, txid, br_code, amount, expires_at, status, paid_at, created_at)
      values (bk, 'demo', 'MAREFIX' || lpad(n::text, 6, '0') || 'PIX2026',
        private.pix_br_code('pagamentos@mare.example', 'Mare Passeios', 'Arraial do Cabo',
          cardinality(spec.seats) * (d.price_adult + d.boarding_fee), 'MAREFIX' || lpad(n::text, 6, '0') || 'PIX2026'),
        cardinality(spec.seats) * (d.price_adult + d.boarding_fee),
        case when spec.status = 'awaiting_payment' then anchor + interval '24 minutes'
          else anchor + spec.bought_days * interval '1 day' + interval '30 minutes' end,
        case when spec.status = 'awaiting_payment' then 'pending' when spec.status = 'expired' then 'expired'
          else 'paid' end,
        case when spec.status in ('confirmed', 'no_show', 'cancelled')
          then anchor + spec.bought_days * interval '1 day' + interval '2 minutes' end,
        anchor + spec.bought_days * interval '1 day');
    end if;

    if spec.status = 'cancelled' then
      -- Paid back a day ago (the demo's PSP sent the devolução and it reached DEVOLVIDO).
      insert into public.refunds (booking_id, payment_id, amount, reason, rule, created_at,
        status, psp_status, sent_at, done_at)
      select bk, p.id,
        case when spec.tour_nr = 6 then p.amount else cardinality(spec.seats) * d.boarding_fee + cardinality(spec.seats) * d.price_adult end,
        case when spec.tour_nr = 6 then 'departure_cancelled' else 'buyer_cancelled' end,
        case when spec.tour_nr = 6 then 'full' else 'tier_100' end,
        anchor - interval '1 day',
        'done', 'DEVOLVIDO', anchor - interval '1 day' + interval '1 minute',
        anchor - interval '1 day' + interval '2 hours'
      from public.payments p where p.booking_id = bk;
      insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body, created_at, sent_at)
      select spec.buyer, bk, dep, case when spec.tour_nr = 6 then 'departure_cancelled' else 'booking_cancelled' end,
        ch, case when spec.tour_nr = 6
          then 'A saída de 22/11/2026 às 08h30 (Observação de baleias-francas na Praia do Rosa) foi cancelada: Mar fechado pela Capitania dos Portos: ressaca com ondas de 3 metros. O valor pago será devolvido por inteiro.'
          else 'Reserva cancelada. O reembolso foi enviado para a sua conta Pix.' end,
        anchor - interval '2 hours', anchor - interval '2 hours'
      from unnest(case when spec.tour_nr = 6 then array['email', 'whatsapp'] else array['email'] end) ch;
    elsif spec.status = 'confirmed' then
      insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body, created_at, sent_at)
      values (spec.buyer, bk, dep, 'booking_confirmed', 'email', 'Reserva confirmada. Boa viagem!',
        anchor + spec.bought_days * interval '1 day', anchor + spec.bought_days * interval '1 day');
    end if;
  end loop;

  -- Minimum reached: those departures are confirmed.
  update public.departures dd set status = 'confirmed'
  where dd.status = 'scheduled' and (
    select coalesce(sum(b.seat_count + b.lap_count), 0) from public.bookings b
    where b.departure_id = dd.id and b.status = 'confirmed') >= dd.min_passengers;
end;
$fixtures$;
-- ==== End of booking fixtures ===================================================================
-- ==== i19a fixtures ====
-- Dona Lancha: a boat owner who has just signed up (no boat, no tour yet): the dashboard's first
-- steps, and the "other owner" of the boat owner's stories.
do $i19a$
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password,
    email_confirmed_at, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
    created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change
  )
  values (
    '00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-00000019a001', 'authenticated',
    'authenticated', 'dona.lancha@mare.example', extensions.crypt('Mare@2026', extensions.gen_salt('bf')),
    now(), now(), '{"provider":"email","providers":["email"]}'::jsonb,
    '{"nome":"Dalva Lancha","full_name":"Dalva Lancha","cidade":"Búzios","account_type":"boat_owner"}'::jsonb,
    now(), now(), '', '', '', ''
  )
  on conflict (id) do nothing;
  insert into auth.identities (
    id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
  )
  select u.id, u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    now(), now(), now()
  from auth.users u where u.id = '00000000-0000-4000-8000-00000019a001'
  on conflict do nothing;
end;
$i19a$;
-- ==== End of i19a fixtures ====

-- ==== i20b fixtures ====
-- Admin management (issue 20): a boat owner awaiting verification (Otávio Marinheiro, his
-- saveiro still pending, his CPF on file) with a tour in review on it, and a user an admin can
-- block (Rita Reserva). Loading it twice changes nothing.
do $i20b$
declare
  anchor constant timestamptz := '2026-11-21T10:30:00-03:00';
  otavio constant uuid := '00000000-0000-4000-8000-00000020b001';
  rita constant uuid := '00000000-0000-4000-8000-00000020b002';
  saveiro constant uuid := '00000000-0000-4000-8000-00000020b101';
  tour constant uuid := '00000000-0000-4000-8000-00000020b201';
  day integer;
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  if exists (select 1 from auth.users where id = otavio) then
    return;
  end if;

  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change)
  select '00000000-0000-0000-0000-000000000000'::uuid, f.id, 'authenticated', 'authenticated', f.email,
    extensions.crypt('Mare@2026', extensions.gen_salt('bf')), now(), now(),
    '{"provider":"email","providers":["email"]}'::jsonb, f.meta, f.created, f.created, '', '', '', ''
  from (values
    (otavio, 'otavio.marinheiro@mare.example', anchor - interval '2 days',
     '{"nome":"Otávio Marinheiro","full_name":"Otávio Marinheiro","cidade":"Paraty","account_type":"boat_owner"}'::jsonb),
    (rita, 'rita.reserva@mare.example', anchor - interval '20 days',
     '{"nome":"Rita Reserva","full_name":"Rita Reserva","cidade":"Niterói"}'::jsonb)
  ) f(id, email, created, meta);

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at,
    created_at, updated_at)
  select u.id, u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    now(), now(), now()
  from auth.users u where u.id in (otavio, rita);

  insert into public.boat_owner_documents (id, tax_id) values (otavio, '52998224725');

  insert into public.boats (id, owner_id, name, kind, registration, capacity, photos, amenities, verification,
    created_at)
  values (saveiro, otavio, 'Saveiro Ventania', 'saveiro', '381-077123-4', 20,
    '["/images/tours/ilha-do-amor.webp"]', '["banheiro", "toldo", "caixa térmica"]', 'pending',
    anchor - interval '2 days');
  insert into public.boat_zones (id, boat_id, code, name, covered, hints, position)
  values ('00000000-0000-4000-8000-00000020b111', saveiro, 'conves', 'Convés', false, '["sol","vista"]', 0);
  insert into public.boat_seats (boat_id, zone_id, code, seat_row, seat_col, kind)
  select saveiro, '00000000-0000-4000-8000-00000020b111', 'S' || n, (n - 1) / 4 + 1, (n - 1) % 4, 'passenger'
  from generate_series(1, 16) n;

  insert into public.tours (id, owner_id, place, slug, title, summary, itinerary, included, not_included,
    meeting_point, what_to_bring, duration_minutes, price_adult, price_child, child_max_age, lap_max_age,
    boarding_fee, photos, status)
  values (tour, otavio, 'Baía de Paraty, Paraty - RJ', 'saveiro-ilhas-de-paraty',
    'Saveiro pelas ilhas da Baía de Paraty',
    'Cinco horas de saveiro entre as ilhas da baía, com paradas para banho na Lagoa Azul e na Praia Vermelha.',
    '[{"title":"Saída do cais de Paraty","minutes":15},{"title":"Lagoa Azul","description":"Parada de 45 minutos para banho e snorkel.","minutes":45},{"title":"Praia Vermelha","minutes":60},{"title":"Ilha Comprida","minutes":40}]',
    '["Colete salva-vidas", "Água mineral", "Frutas da estação"]',
    '["Almoço", "Taxa de embarque (cobrada à parte)"]',
    '{"address":"Cais de Paraty, Paraty - RJ","latitude":-23.2194,"longitude":-44.7134,"instructions":"Procure o Saveiro Ventania no píer central, 20 minutos antes."}',
    '["Protetor solar", "Toalha", "Roupa de banho"]',
    300, 9000, 4500, 11, 4, 800, '["/images/tours/escuna-arraial.webp"]', 'in_review');

  for day in 3 .. 30 by 3 loop
    insert into public.departures (tour_id, boat_id, starts_at, sales_cutoff_at, min_passengers)
    values (tour, saveiro,
      (((anchor at time zone 'America/Sao_Paulo')::date + day) + '10:00'::time) at time zone 'America/Sao_Paulo',
      (((anchor at time zone 'America/Sao_Paulo')::date + day) + '09:00'::time) at time zone 'America/Sao_Paulo',
      4);
  end loop;
end;
$i20b$;
-- ==== End of i20b fixtures ====

-- ==== i19b fixtures =============================================================================
-- The service provider's business (Gabriela Guia): languages, area, certificates (one expiring
-- soon), services in every review state, and requests from the boat owner and a visitor (one
-- past its deadline). Dates sit around the booking anchor, 2026-11-21T10:30-03:00, and move with
-- the demo anchor (private.rebase_provider_dates). Loading it twice changes nothing.

do $i19b$
declare
  anchor constant timestamptz := '2026-11-21T10:30:00-03:00';
  gabriela constant uuid := '00000000-0000-4000-8000-000000000004';
  bruno constant uuid := '00000000-0000-4000-8000-000000000003';
  vera constant uuid := '00000000-0000-4000-8000-000000000006';
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  if exists (select 1 from public.provider_services where id = '00000000-0000-4000-8000-00000019b101') then
    return;
  end if;

  update public.service_providers
  set languages = '["pt-BR", "en", "es"]',
    area_served = 'Porto Seguro, Arraial d''Ajuda, Trancoso e Caraíva'
  where id = gabriela;

  insert into public.provider_certificates (id, provider_id, name, issuer, expires_on, created_at) values
    ('00000000-0000-4000-8000-00000019b001', gabriela, 'Primeiros socorros', 'Cruz Vermelha Brasileira',
     (anchor at time zone 'America/Sao_Paulo')::date + 20, anchor - interval '300 days'),
    ('00000000-0000-4000-8000-00000019b002', gabriela, 'Guia de turismo regional (Bahia)', 'Ministério do Turismo',
     (anchor at time zone 'America/Sao_Paulo')::date + 700, anchor - interval '400 days'),
    ('00000000-0000-4000-8000-00000019b003', gabriela, 'Condutor de mergulho livre', 'Escola Mar Aberto',
     (anchor at time zone 'America/Sao_Paulo')::date - 10, anchor - interval '720 days');

  insert into public.provider_services (id, provider_id, title, description, price, area, status,
    refusal_reason, reviewed_at, created_at) values
    ('00000000-0000-4000-8000-00000019b101', gabriela, 'Guia para o Recife de Fora',
     'Acompanho o grupo no passeio ao Recife de Fora, com explicação sobre os corais e a vida marinha. Até 12 pessoas.',
     25000, 'Porto Seguro', 'approved', null, anchor - interval '30 days', anchor - interval '40 days'),
    ('00000000-0000-4000-8000-00000019b102', gabriela, 'City tour histórico em Porto Seguro',
     'Cidade Histórica, Memorial da Epopeia do Descobrimento e Igreja da Misericórdia, a pé.',
     null, 'Porto Seguro', 'approved', null, anchor - interval '20 days', anchor - interval '25 days'),
    ('00000000-0000-4000-8000-00000019b103', gabriela, 'Trilha de Caraíva ao Parque do Monte Pascoal',
     'Trilha de dia inteiro com almoço em aldeia pataxó.',
     38000, 'Caraíva', 'pending', null, null, anchor - interval '2 days'),
    ('00000000-0000-4000-8000-00000019b104', gabriela, 'Passeio de quadriciclo nas falésias',
     'Passeio de quadriciclo pelas falésias de Trancoso.',
     30000, 'Trancoso', 'refused',
     'Quadriciclo nas falésias não é permitido pela APA. Ofereça outro roteiro.',
     anchor - interval '5 days', anchor - interval '9 days');

  insert into public.provider_requests (id, provider_id, requester_id, departure_id, service_id,
    requester_name, message, needed_at, reply_by, status, response_note, answered_at, created_at) values
    ('00000000-0000-4000-8000-00000019b201', gabriela, bruno, 'd0000000-0000-4000-8000-000100000013', null,
     'Bruno Barqueiro',
     'Preciso de uma guia bilíngue (inglês) para a saída da escuna, grupo de 30 pessoas.',
     anchor + interval '3 days' - interval '1 hour 30 minutes', anchor + interval '1 day', 'pending', null, null,
     anchor - interval '3 hours'),
    ('00000000-0000-4000-8000-00000019b202', gabriela, vera, null, '00000000-0000-4000-8000-00000019b101',
     'Vera Visitante',
     'Somos 4 adultos e queremos o Recife de Fora no sábado. Você está livre?',
     anchor + interval '7 days', anchor + interval '6 hours', 'pending', null, null,
     anchor - interval '1 day'),
    ('00000000-0000-4000-8000-00000019b203', gabriela, vera, null, '00000000-0000-4000-8000-00000019b102',
     'Vera Visitante',
     'Gostaria do city tour para minha mãe, que anda devagar. É possível?',
     anchor - interval '1 day', anchor - interval '2 days', 'pending', null, null,
     anchor - interval '4 days'),
    ('00000000-0000-4000-8000-00000019b204', gabriela, bruno, null, null,
     'Bruno Barqueiro',
     'Guia para a escuna no feriado, saída às 9h.',
     anchor - interval '3 days', anchor - interval '6 days', 'accepted', 'Combinado! Chego 30 minutos antes.',
     anchor - interval '7 days', anchor - interval '8 days'),
    ('00000000-0000-4000-8000-00000019b205', gabriela, vera, null, null,
     'Vera Visitante',
     'Transfer do aeroporto para Trancoso?',
     anchor - interval '10 days', anchor - interval '12 days', 'declined', 'Não faço transfer, só guiamento.',
     anchor - interval '12 days' - interval '2 hours', anchor - interval '13 days');
end;
$i19b$;
-- ==== End of i19b fixtures ======================================================================

-- ==== h4b fixtures ====
-- The boat owners answer their own WhatsApp (the tour page's "Tirar dúvidas pelo WhatsApp" opens
-- a chat with the tour's operator, public.tour_contact): each has one in their profile.
do $h4b$
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  update public.profiles p set telefone = f.telefone
  from (values
    ('00000000-0000-4000-8000-000000000003'::uuid, '(22) 99999-0003'),
    ('00000000-0000-4000-8000-00000019a001'::uuid, '(22) 99999-0191'),
    ('00000000-0000-4000-8000-00000020b001'::uuid, '(24) 99999-0201')
  ) f(id, telefone)
  where p.id = f.id;
end;
$h4b$;
-- ==== End of h4b fixtures =======================================================================

-- ==== i35 fixtures ====
-- Why and when: the whale watch was cancelled for the weather (its reason code), the draft tour
-- came back from review with the admin's comments, the refused service keeps its note. The
-- escuna three days ago already has a no-show (booking fixtures above).
do $i35$
declare
  anchor constant timestamptz := '2026-11-21T10:30:00-03:00';
  admin constant uuid := '00000000-0000-4000-8000-000000000002';
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  if exists (select 1 from public.tour_review_notes where tour_id = '70a00000-0000-4000-8000-000000000007') then
    return;
  end if;
  update public.departures set cancel_reason_code = 'weather'
  where id = 'd0000000-0000-4000-8000-000600000011';
  insert into public.tour_review_notes (tour_id, author_id, decision, comments, created_at)
  values ('70a00000-0000-4000-8000-000000000007', admin, 'send_back',
    'Faltam o roteiro com os horários e o ponto de encontro. Inclua também fotos reais da Ilha de Cabo Frio.',
    anchor - interval '1 day');
  insert into private.verification_notes (service_id, owner_id, author_id, decision, comments, created_at)
  values ('00000000-0000-4000-8000-00000019b104', '00000000-0000-4000-8000-000000000004', admin, 'refused',
    'Quadriciclo nas falésias não é permitido pela APA. Ofereça outro roteiro.', anchor - interval '5 days');
end;
$i35$;
-- ==== End of i35 fixtures =======================================================================

-- ==== i36 providers (db-providers) ===============================================================
-- The public directory (/prestadores): six more approved providers across the five beaches, each
-- with a slug (from the business name), about, languages, beaches, a Cadastur an admin verified
-- and approved services with price, duration and what is included; two of them on the Praia do
-- Forno with Gabriela (a transfer and an underwater photographer). Requests from Vera Visitante in
-- every status (and two completed ones of the past, from Vera and Bruno). Dates sit around the
-- booking anchor and move with the demo anchor (private.rebase_provider_dates). Loading it twice
-- changes nothing.
do $i36p$
declare
  anchor constant timestamptz := '2026-11-21T10:30:00-03:00';
  today constant date := ('2026-11-21T10:30:00-03:00'::timestamptz at time zone 'America/Sao_Paulo')::date;
  gabriela constant uuid := '00000000-0000-4000-8000-000000000004';
  bruno constant uuid := '00000000-0000-4000-8000-000000000003';
  vera constant uuid := '00000000-0000-4000-8000-000000000006';
  transfer_arraial constant uuid := '00000000-0000-4000-8000-00000036c001';
  foto_forno constant uuid := '00000000-0000-4000-8000-00000036c002';
  guia_noronha constant uuid := '00000000-0000-4000-8000-00000036c003';
  transfer_jeri constant uuid := '00000000-0000-4000-8000-00000036c004';
  pousada_alter constant uuid := '00000000-0000-4000-8000-00000036c005';
  guia_rosa constant uuid := '00000000-0000-4000-8000-00000036c006';
  vera_phone constant text := '(71) 98888-0006';
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  if exists (select 1 from auth.users where id = transfer_arraial) then
    return;
  end if;

  -- Gabriela keeps her business; she now says who she is and where she works in the season.
  update public.service_providers
  set about = 'Sou guia de turismo credenciada há 12 anos. De dezembro a março guio grupos em Arraial do Cabo, '
      || 'na Praia do Forno e na Ilha do Farol; no resto do ano, em Porto Seguro e arredores, do Recife de Fora '
      || 'à Cidade Histórica. Falo inglês e espanhol e adapto o ritmo a crianças e pessoas mais velhas.',
    beaches = '{praia-do-forno}',
    cadastur_verified_at = anchor - interval '30 days'
  where id = gabriela;
  update public.provider_services set duration_minutes = 180,
    included = '["Acompanhamento durante todo o passeio", "Explicação sobre os corais e a vida marinha", "Máscara de snorkel"]'
  where id = '00000000-0000-4000-8000-00000019b101';
  update public.provider_services set duration_minutes = 150,
    included = '["Roteiro a pé pela Cidade Histórica", "Entrada do Memorial da Epopeia do Descobrimento"]'
  where id = '00000000-0000-4000-8000-00000019b102';

  -- The accounts: the sign-up trigger makes each one's service_providers row (and slug).
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change)
  select '00000000-0000-0000-0000-000000000000'::uuid, f.id, 'authenticated', 'authenticated', f.email,
    extensions.crypt('Mare@2026', extensions.gen_salt('bf')), now(), now(),
    '{"provider":"email","providers":["email"]}'::jsonb,
    pg_catalog.jsonb_build_object('nome', f.person, 'full_name', f.person, 'cidade', f.cidade,
      'account_type', 'service_provider', 'business_name', f.business, 'business_type', f.kind,
      'cadastur', f.cadastur, 'whatsapp', f.whatsapp),
    anchor - interval '200 days', anchor - interval '200 days', '', '', '', ''
  from (values
    (transfer_arraial, 'transfer.arraial@mare.example', 'Carlos Tavares', 'Costa do Sol Transfer',
     'transfer', '21987654301', '(22) 99812-3601', 'Arraial do Cabo'),
    (foto_forno, 'foto.forno@mare.example', 'Marina Lopes', 'Marina Lopes Fotografia Subaquática',
     'passeio', '21987654302', '(22) 99734-3602', 'Arraial do Cabo'),
    (guia_noronha, 'guia.noronha@mare.example', 'Tiago Siqueira', 'Noronha Raiz Guiamento',
     'guia', '26987654303', '(81) 99655-3603', 'Fernando de Noronha'),
    (transfer_jeri, 'transfer.jeri@mare.example', 'Francisca Moura', 'Jeri 4x4 Transfer',
     'transfer', '23987654304', '(88) 99521-3604', 'Jijoca de Jericoacoara'),
    (pousada_alter, 'pousada.alter@mare.example', 'Raimunda Castro', 'Pousada Sairé',
     'hospedagem', '15987654305', '(93) 99402-3605', 'Alter do Chão'),
    (guia_rosa, 'guia.rosa@mare.example', 'Lucas Becker', 'Rosa Trilhas e Baleias',
     'guia', '42987654306', '(48) 99388-3606', 'Imbituba')
  ) f(id, email, person, business, kind, cadastur, whatsapp, cidade);

  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at,
    created_at, updated_at)
  select u.id, u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    now(), now(), now()
  from auth.users u
  where u.id in (transfer_arraial, foto_forno, guia_noronha, transfer_jeri, pousada_alter, guia_rosa);

  update public.service_providers sp
  set about = f.about, languages = f.languages, area_served = f.area, beaches = f.beaches,
    photo_url = f.photo, cadastur_verified_at = anchor - f.verified
  from (values
    (transfer_arraial,
     'Faço transfers entre os aeroportos do Rio e de Cabo Frio e as pousadas de Arraial do Cabo desde 2015. '
       || 'Vans novas com ar-condicionado, motoristas que conhecem cada rua da Região dos Lagos e '
       || 'acompanhamento do seu voo: se atrasar, a gente espera.',
     '["pt-BR", "es"]'::jsonb, 'Arraial do Cabo, Cabo Frio, Búzios e aeroportos do Rio', '{praia-do-forno}'::text[],
     '/images/beaches/share/praia-do-forno.jpg', interval '90 days'),
    (foto_forno,
     'Fotógrafa e instrutora de mergulho livre. Registro o seu dia na água transparente da Praia do Forno: '
       || 'tartarugas, cardumes e você nadando entre eles. Ensaios para casais, famílias e quem está '
       || 'tirando a primeira foto debaixo d''água.',
     '["pt-BR", "en"]'::jsonb, 'Praia do Forno, Prainhas do Pontal do Atalaia e Ilha do Farol', '{praia-do-forno}'::text[],
     '/images/tours/snorkel-forno.webp', interval '60 days'),
    (guia_noronha,
     'Nasci em Noronha e guio pelas trilhas do Parque Nacional há dez anos. Conheço as escadas do Sancho, '
       || 'os horários de maré da Baía dos Porcos e os melhores pontos para ver golfinhos-rotadores. '
       || 'Grupos pequenos, com calma e respeito às regras do ICMBio.',
     '["pt-BR", "en", "es"]'::jsonb, 'Baía do Sancho, Baía dos Porcos e trilhas do Parque Nacional', '{baia-do-sancho}'::text[],
     '/images/tours/catamara-noronha.webp', interval '120 days'),
    (transfer_jeri,
     'Transfer em caminhonete 4x4 pelas dunas entre o aeroporto, Jijoca e a vila de Jericoacoara. '
       || 'Também busco em Fortaleza. Bagagem grande e prancha de kite cabem: é só avisar no pedido.',
     '["pt-BR", "es", "it"]'::jsonb, 'Jericoacoara, Jijoca e aeroporto de Jericoacoara', '{jericoacoara}'::text[],
     '/images/tours/catamara-jeri.webp', interval '75 days'),
    (pousada_alter,
     'Pousada familiar a duas quadras da orla de Alter do Chão, com redário, café regional e '
       || 'barqueiros parceiros para a Ilha do Amor. Recebemos hóspedes como se fossem da casa.',
     '["pt-BR", "en"]'::jsonb, 'Alter do Chão e Santarém', '{alter-do-chao}'::text[],
     '/images/tours/ilha-do-amor.webp', interval '45 days'),
    (guia_rosa,
     'Guia de trilhas e de observação de baleias-francas na Praia do Rosa. De julho a novembro as baleias '
       || 'chegam bem perto da costa; no verão, as trilhas levam às lagoas e praias escondidas de Imbituba.',
     '["pt-BR", "en", "es"]'::jsonb, 'Praia do Rosa, Ibiraquera e Garopaba', '{praia-do-rosa}'::text[],
     null, interval '150 days')
  ) f(id, about, languages, area, beaches, photo, verified)
  where sp.id = f.id;

  insert into public.provider_services (id, provider_id, title, description, price, area,
    duration_minutes, included, status, reviewed_at, created_at) values
    ('00000000-0000-4000-8000-00000036c101', transfer_arraial, 'Transfer do aeroporto de Cabo Frio até Arraial do Cabo',
     'Busca no desembarque com plaquinha, até a porta da sua pousada. Preço por trecho, para até 4 pessoas.',
     18000, 'Cabo Frio e Arraial do Cabo', 40,
     '["Van com ar-condicionado", "Espera de até 1 hora se o voo atrasar", "Água mineral"]',
     'approved', anchor - interval '90 days', anchor - interval '95 days'),
    ('00000000-0000-4000-8000-00000036c102', transfer_arraial, 'Transfer Rio de Janeiro (Galeão) e Arraial do Cabo',
     'Do aeroporto do Galeão ou da rodoviária do Rio até Arraial, com uma parada na estrada. Preço por trecho, até 4 pessoas.',
     65000, 'Rio de Janeiro e Região dos Lagos', 180,
     '["Van para até 14 pessoas", "Parada para lanche na estrada", "Seguro de passageiros"]',
     'approved', anchor - interval '80 days', anchor - interval '85 days'),
    ('00000000-0000-4000-8000-00000036c103', foto_forno, 'Ensaio fotográfico subaquático na Praia do Forno',
     'Uma hora e meia na água com a fotógrafa, entre tartarugas e cardumes. Para quem sabe nadar; não precisa saber mergulhar.',
     35000, 'Praia do Forno', 90,
     '["Máscara e snorkel", "30 fotos editadas em alta resolução", "Entrega on-line em até 3 dias"]',
     'approved', anchor - interval '60 days', anchor - interval '64 days'),
    ('00000000-0000-4000-8000-00000036c104', foto_forno, 'Batismo de snorkel com fotos',
     'Primeira vez com máscara e snorkel, com instrução em terra e na água. Crianças a partir de 8 anos.',
     22000, 'Praia do Forno', 60,
     '["Instrução de segurança", "Equipamento completo", "10 fotos editadas"]',
     'approved', anchor - interval '50 days', anchor - interval '52 days'),
    ('00000000-0000-4000-8000-00000036c105', guia_noronha, 'Trilha do Sancho com guia local',
     'Do Mirante dos Golfinhos à Baía do Sancho pela escada entre as rochas, com tempo para banho e snorkel.',
     28000, 'Baía do Sancho', 240,
     '["Guia credenciado pelo ICMBio", "Máscara de snorkel", "Água e frutas"]',
     'approved', anchor - interval '120 days', anchor - interval '125 days'),
    ('00000000-0000-4000-8000-00000036c106', guia_noronha, 'Mergulho livre na Baía dos Porcos',
     'Na maré baixa, as piscinas naturais entre a Baía dos Porcos e a Cacimba do Padre. Saídas conforme a tábua de marés.',
     32000, 'Baía dos Porcos', 180,
     '["Equipamento de mergulho livre", "Fotos do passeio", "Seguro"]',
     'approved', anchor - interval '100 days', anchor - interval '104 days'),
    ('00000000-0000-4000-8000-00000036c107', transfer_jeri, 'Transfer 4x4 do aeroporto de Jericoacoara',
     'Do aeroporto de Jericoacoara (Cruz) até a sua pousada na vila, pelas dunas. Preço por carro, até 4 pessoas.',
     12000, 'Jericoacoara', 50,
     '["Caminhonete 4x4", "Bagagem e prancha de kite", "Água mineral"]',
     'approved', anchor - interval '75 days', anchor - interval '78 days'),
    ('00000000-0000-4000-8000-00000036c108', transfer_jeri, 'Transfer de Fortaleza a Jericoacoara',
     'Saída de Fortaleza (aeroporto ou hotel) até a vila, com troca para a 4x4 em Jijoca. Preço por carro, até 4 pessoas.',
     45000, 'Fortaleza e Jericoacoara', 330,
     '["Carro com ar-condicionado até Jijoca", "Trecho final em 4x4", "Parada para almoço"]',
     'approved', anchor - interval '70 days', anchor - interval '72 days'),
    ('00000000-0000-4000-8000-00000036c109', pousada_alter, 'Diária em suíte com café regional',
     'Suíte para duas pessoas com ar-condicionado e varanda para a rede. Preço por noite.',
     32000, 'Alter do Chão', null,
     '["Café da manhã com frutas da região", "Wi-fi", "Toalhas de praia"]',
     'approved', anchor - interval '45 days', anchor - interval '47 days'),
    ('00000000-0000-4000-8000-00000036c110', guia_rosa, 'Trilha da Praia Vermelha ao Ouvidor',
     'Trilha costeira de nível moderado, com paradas para banho nas praias desertas do caminho.',
     15000, 'Praia do Rosa', 180,
     '["Guia credenciado", "Seguro de trilha", "Lanche de frutas"]',
     'approved', anchor - interval '150 days', anchor - interval '155 days'),
    ('00000000-0000-4000-8000-00000036c111', guia_rosa, 'Observação de baleias-francas em terra',
     'Dos costões do Rosa, com binóculos e explicação sobre a Área de Proteção Ambiental da Baleia Franca.',
     12000, 'Praia do Rosa e Ibiraquera', 120,
     '["Binóculos", "Explicação sobre a APA da Baleia Franca"]',
     'approved', anchor - interval '140 days', anchor - interval '142 days');

  insert into public.provider_requests (id, provider_id, requester_id, service_id, requester_name,
    message, needed_on, people, requester_phone, reply_by, status, response_note, answered_at,
    finished_at, cancelled_at, cancel_reason, created_at) values
    ('00000000-0000-4000-8000-00000036c201', transfer_arraial, vera, '00000000-0000-4000-8000-00000036c101',
     'Vera Visitante', 'Chegamos no voo das 14h em Cabo Frio, duas pessoas e duas malas grandes.',
     today + 6, 2, vera_phone, anchor + interval '46 hours', 'pending', null, null, null, null, null,
     anchor - interval '2 hours'),
    ('00000000-0000-4000-8000-00000036c202', foto_forno, vera, '00000000-0000-4000-8000-00000036c103',
     'Vera Visitante', 'Queremos um ensaio de casal na Praia do Forno. Meu marido não nada muito bem, tudo bem?',
     today + 4, 2, vera_phone, anchor + interval '1 day', 'accepted',
     'Oi, Vera! Tudo certo: ficamos na parte rasa, com colete para ele. Encontro vocês às 9h na areia da Praia do Forno.',
     anchor - interval '1 day', null, null, null, anchor - interval '2 days'),
    ('00000000-0000-4000-8000-00000036c203', guia_noronha, vera, '00000000-0000-4000-8000-00000036c105',
     'Vera Visitante', 'Somos três adultos e gostaríamos de fazer a trilha do Sancho com calma.',
     today - 6, 3, vera_phone, anchor - interval '13 days', 'completed',
     'Combinado! Saímos às 8h do Mirante dos Golfinhos.', anchor - interval '14 days',
     anchor - interval '6 days' + interval '6 hours', null, null, anchor - interval '15 days'),
    ('00000000-0000-4000-8000-00000036c204', transfer_jeri, vera, '00000000-0000-4000-8000-00000036c107',
     'Vera Visitante', 'Transfer do aeroporto até a vila, chegada às 11h.',
     today - 10, 2, vera_phone, anchor - interval '18 days', 'no_show',
     'Confirmado. Estarei no desembarque com uma plaquinha com o seu nome.', anchor - interval '19 days',
     anchor - interval '10 days' + interval '3 hours', null, null, anchor - interval '20 days'),
    ('00000000-0000-4000-8000-00000036c205', guia_rosa, vera, '00000000-0000-4000-8000-00000036c111',
     'Vera Visitante', 'É possível ver as baleias com uma criança de 6 anos?',
     today + 12, 3, vera_phone, anchor - interval '3 days', 'cancelled',
     'É sim! O costão tem um mirante seguro para crianças.', anchor - interval '4 days',
     null, anchor - interval '1 day', 'Vamos adiar a viagem para o ano que vem.', anchor - interval '5 days'),
    ('00000000-0000-4000-8000-00000036c206', pousada_alter, vera, '00000000-0000-4000-8000-00000036c109',
     'Vera Visitante', 'Três noites para duas pessoas no Réveillon, com café.',
     today + 40, 2, vera_phone, anchor - interval '1 day', 'declined',
     'Que pena, Vera: estamos lotados no Réveillon. Temos vaga a partir de 5 de janeiro.',
     anchor - interval '2 days', null, null, null, anchor - interval '3 days'),
    ('00000000-0000-4000-8000-00000036c207', transfer_arraial, vera, '00000000-0000-4000-8000-00000036c102',
     'Vera Visitante', 'Transfer do Galeão para Arraial, duas pessoas.',
     today - 40, 2, vera_phone, anchor - interval '48 days', 'completed',
     'Combinado, estarei no desembarque internacional.', anchor - interval '49 days',
     anchor - interval '40 days' + interval '5 hours', null, null, anchor - interval '50 days'),
    ('00000000-0000-4000-8000-00000036c208', foto_forno, bruno, '00000000-0000-4000-8000-00000036c104',
     'Bruno Barqueiro', 'Batismo de snorkel para meus dois filhos, de 9 e 11 anos.',
     today - 15, 3, '(22) 99999-0003', anchor - interval '23 days', 'completed',
     'Vai ser ótimo! Levo máscaras infantis.', anchor - interval '24 days',
     anchor - interval '15 days' + interval '4 hours', null, null, anchor - interval '25 days');
end;
$i36p$;
-- ==== End of i36 providers =======================================================================

-- ==== i36 reviews (db-reviews) ==================================================================
-- Reviews after the trip (issue 36): eleven travellers who went on Bruno's tours in the weeks
-- before the anchor (their past departures, paid bookings and passengers), their reviews with a
-- spread of stars (the escuna's histogram), some answered by Bruno, one hidden by an admin with
-- the reason (audited, the author e-mailed). Vera Visitante reviewed her catamarã trip of 20 days
-- ago; her escuna of three days ago (booking fixtures above) is hers to review, its invitation
-- already sent. The figures on the tours follow from the reviews trigger. Dates sit around the
-- booking anchor and move with the demo anchor (private.rebase_review_dates). Loading it twice
-- changes nothing.
do $i36r$
declare
  anchor constant timestamptz := '2026-11-21T10:30:00-03:00';
  admin constant uuid := '00000000-0000-4000-8000-000000000002';
  bruno constant uuid := '00000000-0000-4000-8000-000000000003';
  vera constant uuid := '00000000-0000-4000-8000-000000000006';
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  spec record;
  dep record;
  bk uuid;
  rv uuid;
  buyer record;
  seat record;
  n integer := 0;
  k integer;
  i integer;
  s integer;
  base text;
  taken integer;
  trip_end timestamptz;
  at timestamptz;
begin
  if coalesce(current_setting('mare.demo_seed', true), '') <> 'on' then
    raise exception 'seed.sql refused: demo data loads only when the session setting mare.demo_seed is on';
  end if;
  if exists (select 1 from public.reviews where id = 'e0000000-0000-4000-8000-003600000001') then
    return;
  end if;

  -- The travellers.
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change)
  select '00000000-0000-0000-0000-000000000000'::uuid,
    ('00000000-0000-4000-8000-00000036e0' || lpad(f.nr::text, 2, '0'))::uuid, 'authenticated',
    'authenticated', f.email, extensions.crypt('Mare@2026', extensions.gen_salt('bf')), now(), now(),
    '{"provider":"email","providers":["email"]}'::jsonb,
    jsonb_build_object('nome', f.name, 'full_name', f.name, 'cidade', f.city),
    anchor - (60 + f.nr) * interval '1 day', anchor - (60 + f.nr) * interval '1 day', '', '', '', ''
  from (values
    (1, 'camila.rocha@mare.example', 'Camila Rocha', 'Rio de Janeiro'),
    (2, 'diego.nunes@mare.example', 'Diego Nunes', 'São Paulo'),
    (3, 'juliana.prado@mare.example', 'Juliana Prado', 'Belo Horizonte'),
    (4, 'marcos.teixeira@mare.example', 'Marcos Teixeira', 'Niterói'),
    (5, 'patricia.lima@mare.example', 'Patrícia Lima', 'Campinas'),
    (6, 'rafael.souza@mare.example', 'Rafael Souza', 'Curitiba'),
    (7, 'helena.castro@mare.example', 'Helena Castro', 'Salvador'),
    (8, 'thiago.moreira@mare.example', 'Thiago Moreira', 'Brasília'),
    (9, 'luana.ferraz@mare.example', 'Luana Ferraz', 'Vitória'),
    (10, 'andre.bastos@mare.example', 'André Bastos', 'Petrópolis'),
    (11, 'roberto.alves@mare.example', 'Roberto Alves', 'Macaé')
  ) f(nr, email, name, city);
  insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at,
    created_at, updated_at)
  select u.id, u.id, u.id::text, 'email',
    jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
    now(), now(), now()
  from auth.users u where u.id::text like '00000000-0000-4000-8000-00000036e0%';

  -- Their trips: past departures of the escuna (tour 1), the lancha to the islands (2), the
  -- catamarã (3) and the sunset (4), at each tour's usual time, departed.
  insert into public.departures (id, tour_id, boat_id, starts_at, status, sales_cutoff_at, min_passengers)
  select ('d0000000-0000-4000-8000-0036' || lpad(x.tour_nr::text, 4, '0') || lpad((-x.day)::text, 4, '0'))::uuid,
    ('70a00000-0000-4000-8000-00000000000' || x.tour_nr)::uuid, x.boat_id,
    (((anchor at time zone 'America/Sao_Paulo')::date + x.day) + x.at_time) at time zone 'America/Sao_Paulo',
    'departed',
    (((anchor at time zone 'America/Sao_Paulo')::date + x.day) + x.at_time) at time zone 'America/Sao_Paulo'
      - interval '1 hour',
    2
  from (values
    (1, -50, 'b0a70000-0000-4000-8000-000000000001'::uuid, '09:00'::time),
    (1, -43, 'b0a70000-0000-4000-8000-000000000001'::uuid, '09:00'::time),
    (1, -36, 'b0a70000-0000-4000-8000-000000000001'::uuid, '09:00'::time),
    (1, -29, 'b0a70000-0000-4000-8000-000000000001'::uuid, '09:00'::time),
    (1, -22, 'b0a70000-0000-4000-8000-000000000001'::uuid, '09:00'::time),
    (1, -15, 'b0a70000-0000-4000-8000-000000000001'::uuid, '09:00'::time),
    (2, -26, 'b0a70000-0000-4000-8000-000000000002'::uuid, '08:00'::time),
    (3, -34, 'b0a70000-0000-4000-8000-000000000003'::uuid, '14:00'::time),
    (3, -20, 'b0a70000-0000-4000-8000-000000000003'::uuid, '14:00'::time),
    (4, -12, 'b0a70000-0000-4000-8000-000000000003'::uuid, '16:30'::time)
  ) x(tour_nr, day, boat_id, at_time);

  -- (review, tour, day, buyer: 0 = Vera, else traveller n; stars, organization, safety, value,
  --  text, Bruno's answer, the admin's reason for hiding it, days after the trip it was written)
  for spec in
    select * from (values
      (1, 1, -50, 1, 5, 5, 5, 5, 'Passeio impecável! A tripulação é atenciosa, a água da Praia do Forno estava cristalina e o almoço a bordo foi uma surpresa boa. Voltaria amanhã.', 'Obrigado, Camila! Ficamos felizes que o dia tenha sido perfeito. Volte sempre!', null::text, 2),
      (2, 1, -50, 2, 5, 4, 5, 5, 'Vale cada centavo. As paradas são longas o bastante para nadar com calma e o marinheiro conhece cada cantinho da costa.', null, null, 3),
      (3, 1, -43, 3, 4, 4, 5, 4, 'Muito bonito e seguro, coletes para todo mundo. Só achei a fila de embarque um pouco demorada.', 'Obrigado pelo retorno, Juliana! Já abrimos um segundo ponto de embarque para agilizar.', null, 1),
      (4, 1, -43, 4, 5, null, null, null, 'Levei meus pais, de 70 anos, e foram muito bem cuidados do início ao fim.', null, null, 4),
      (5, 1, -36, 5, 5, 5, 5, 4, 'Melhor passeio que fizemos em Arraial. O som ambiente é baixinho e deu para curtir o mar.', null, null, 2),
      (6, 1, -36, 6, 3, 3, 4, 2, 'O passeio é bonito, mas o barco estava cheio demais e o almoço é caro para o que oferece.', 'Rafael, obrigado pela sinceridade. Reduzimos a lotação nos fins de semana e revimos o cardápio.', null, 1),
      (7, 1, -29, 7, 5, 5, 5, 5, '', null, null, 5),
      (8, 1, -29, 8, 4, 4, 4, 4, 'Ótimo custo-benefício. Recomendo chegar cedo para escolher lugar na proa.', null, null, 2),
      (9, 1, -22, 9, 2, 2, 3, 2, 'Saímos com quase uma hora de atraso e ninguém explicou o motivo. As praias são lindas, mas a organização deixou a desejar.', 'Luana, pedimos desculpas pelo atraso: a Capitania segurou as saídas naquela manhã por causa do vento. Devíamos ter avisado no cais, e agora avisamos.', null, 1),
      (10, 1, -15, 10, 5, 5, 5, 5, 'Dia perfeito! Vimos tartarugas na Praia do Forno.', null, null, 3),
      (11, 1, -15, 11, 1, 1, 1, 1, 'Um bando de incompetentes, esse barqueiro é um ladrão e a tripulação não presta.', null, 'Linguagem ofensiva contra a tripulação. Critique o serviço sem ofender pessoas.', 1),
      (12, 3, -34, 2, 4, 4, 5, 4, 'Vimos golfinhos logo na saída! O catamarã é estável e tem bastante sombra.', null, null, 2),
      (13, 3, -34, 5, 5, 5, 5, 5, 'Experiência inesquecível com as crianças.', 'Que alegria, Patrícia! Esperamos vocês no verão.', null, 6),
      (14, 3, -20, 0, 5, 5, 5, 4, 'Os golfinhos apareceram duas vezes e o guia explicou tudo sobre eles. Sombra para todo mundo no catamarã.', null, null, 2),
      (15, 2, -26, 3, 4, 4, 4, 3, 'Lancha rápida e confortável, as ilhas são de tirar o fôlego.', null, null, 1),
      (16, 2, -26, 7, 3, 3, 4, 3, 'Passeio bom, mas curto demais para o preço.', null, null, 3),
      (17, 4, -12, 1, 5, 5, 5, 5, 'O pôr do sol visto do mar é outra coisa. Romântico e bem organizado.', 'Obrigado, Camila! Foi um prazer ter vocês a bordo de novo.', null, 1)
    ) v(nr, tour_nr, day, buyer_nr, stars, organization, safety, value, body, answer, hidden_reason, written_after)
  loop
    n := n + 1;
    select d.*, t.price_adult, t.boarding_fee, t.duration_minutes into dep
    from public.departures d join public.tours t on t.id = d.tour_id
    where d.id = ('d0000000-0000-4000-8000-0036' || lpad(spec.tour_nr::text, 4, '0') || lpad((-spec.day)::text, 4, '0'))::uuid;
    select u.id, u.email, coalesce(nullif(p.full_name, ''), p.nome) as name,
      '(2' || (1 + spec.nr % 8) || ') 9' || lpad((8800 + spec.nr)::text, 4, '0') || '-' || lpad((1000 + spec.nr * 37)::text, 4, '0') as phone
    into buyer
    from auth.users u join public.profiles p on p.id = u.id
    where u.id = case when spec.buyer_nr = 0 then vera
      else ('00000000-0000-4000-8000-00000036e0' || lpad(spec.buyer_nr::text, 2, '0'))::uuid end;
    bk := ('b00c0000-0000-4000-8000-0036000000' || lpad(spec.nr::text, 2, '0'))::uuid;
    select count(*) into taken from public.bookings b where b.departure_id = dep.id;

    insert into public.bookings (id, code, departure_id, buyer_id, status, hold_expires_at, seat_count,
      lap_count, contact_name, contact_email, contact_phone, subtotal, boarding_fees, total, created_at,
      purchased_at, confirmed_at)
    values (bk,
      'AV' || substr(alphabet, 1 + n % 31, 1) || substr(alphabet, 1 + (n * 7) % 31, 1)
        || substr(alphabet, 1 + (n * 13) % 31, 1) || 'R',
      dep.id, buyer.id, 'confirmed', dep.starts_at - interval '9 days' + interval '30 minutes', 2, 0,
      buyer.name, buyer.email, buyer.phone, 2 * dep.price_adult, 2 * dep.boarding_fee,
      2 * (dep.price_adult + dep.boarding_fee), dep.starts_at - interval '9 days' - interval '5 minutes',
      dep.starts_at - interval '9 days', dep.starts_at - interval '9 days' + interval '2 minutes');

    k := 0;
    for seat in
      select bs.id from public.boat_seats bs
      where bs.boat_id = dep.boat_id and bs.kind in ('passenger', 'accessible')
      order by bs.code offset taken * 2 limit 2
    loop
      k := k + 1;
      insert into public.booking_seats (booking_id, departure_id, seat_id, active)
      values (bk, dep.id, seat.id, true);
      -- A valid CPF built from the booking and seat numbers (as the booking fixtures do).
      base := lpad((((3600 + n) * 7919 + k * 104729) % 999999999)::text, 9, '0');
      s := 0;
      for i in 1 .. 9 loop s := s + substr(base, i, 1)::integer * (11 - i); end loop;
      base := base || ((s * 10) % 11 % 10)::text;
      s := 0;
      for i in 1 .. 10 loop s := s + substr(base, i, 1)::integer * (12 - i); end loop;
      insert into public.passengers (booking_id, full_name, cpf, birth_date, band, seat_id, price, checked_in_at)
      values (bk, case when k = 1 then buyer.name else 'Acompanhante de ' || split_part(buyer.name, ' ', 1) end,
        base || ((s * 10) % 11 % 10)::text, date '1975-01-01' + ((n * 37 + k * 1231) % 12000), 'adult',
        seat.id, dep.price_adult, dep.starts_at - interval '20 minutes');
    end loop;

    insert into public.payments (booking_id, provider, txid, br_code, amount, expires_at, status, paid_at, created_at)
    values (bk, 'demo', 'MAREAVL' || lpad(n::text, 6, '0') || 'PIX2026',
      private.pix_br_code('pagamentos@mare.example', 'Mare Passeios', 'Arraial do Cabo',
        2 * (dep.price_adult + dep.boarding_fee), 'MAREAVL' || lpad(n::text, 6, '0') || 'PIX2026'),
      2 * (dep.price_adult + dep.boarding_fee), dep.starts_at - interval '9 days' + interval '30 minutes',
      'paid', dep.starts_at - interval '9 days' + interval '2 minutes', dep.starts_at - interval '9 days');

    trip_end := dep.starts_at + make_interval(mins => dep.duration_minutes);
    at := trip_end + spec.written_after * interval '1 day' + (spec.nr * 17 % 300) * interval '1 minute';
    rv := ('e0000000-0000-4000-8000-0036000000' || lpad(spec.nr::text, 2, '0'))::uuid;
    insert into public.reviews (id, author_id, booking_id, tour_id, author_name, stars, organization,
      safety, value, body, trip_date, answer, answered_at, answered_by, hidden_at, hidden_reason,
      hidden_by, created_at)
    values (rv, buyer.id, bk, dep.tour_id, private.short_name(buyer.name), spec.stars, spec.organization,
      spec.safety, spec.value, spec.body, (dep.starts_at at time zone 'America/Sao_Paulo')::date,
      spec.answer, case when spec.answer is not null then at + interval '5 hours' end,
      case when spec.answer is not null then bruno end,
      case when spec.hidden_reason is not null then at + interval '3 hours' end, spec.hidden_reason,
      case when spec.hidden_reason is not null then admin end, at);

    if spec.hidden_reason is not null then
      insert into public.audit_logs (actor_id, action, target, details, created_at)
      values (admin, 'review.hide', 'reviews/' || rv,
        jsonb_build_object('before', jsonb_build_object('hidden', false),
          'after', jsonb_build_object('hidden', true, 'reason', spec.hidden_reason), 'stars', spec.stars),
        at + interval '3 hours');
      insert into public.notifications (user_id, reason, channel, body, payload, created_at, sent_at)
      select buyer.id, 'review_hidden', 'email', format('Sua avaliação de "%s" foi ocultada.', t.title),
        jsonb_build_object('review_id', rv, 'subject_title', t.title, 'subject_path', '/passeios/' || t.slug,
          'author_name', private.short_name(buyer.name), 'stars', spec.stars, 'body', spec.body,
          'trip_date', (dep.starts_at at time zone 'America/Sao_Paulo')::date, 'reason', spec.hidden_reason),
        at + interval '3 hours', at + interval '3 hours'
      from public.tours t where t.id = dep.tour_id;
    end if;
  end loop;

  -- The providers' reviews, on the requests of the providers' block above (when it is there):
  -- Vera's transfer of 40 days ago and Bruno's snorkel class, and the travellers' own completed
  -- requests. Vera's Noronha guide of six days ago is hers to review.
  if exists (select 1 from public.provider_requests where id = '00000000-0000-4000-8000-00000036c207') then
    insert into public.provider_requests (id, provider_id, requester_id, requester_name, message,
      needed_on, people, requester_phone, reply_by, status, response_note, answered_at, finished_at,
      created_at)
    select ('00000000-0000-4000-8000-00000036e2' || lpad(x.nr::text, 2, '0'))::uuid, x.provider_id,
      u.id, p.full_name, x.message, (anchor at time zone 'America/Sao_Paulo')::date - x.days_ago, x.people,
      '(21) 98877-' || lpad((1000 + x.nr * 91)::text, 4, '0'), anchor - (x.days_ago + 8) * interval '1 day',
      'completed', x.note, anchor - (x.days_ago + 9) * interval '1 day',
      anchor - x.days_ago * interval '1 day' + interval '5 hours', anchor - (x.days_ago + 10) * interval '1 day'
    from (values
      (1, '00000000-0000-4000-8000-00000036c001'::uuid, 4, 'Transfer de Cabo Frio para Arraial, três pessoas.', 3, 'Combinado, estarei no desembarque.', 33),
      (2, '00000000-0000-4000-8000-00000036c001'::uuid, 6, 'Transfer ida e volta do Rio, duas pessoas.', 2, 'Tudo certo! Saímos às 7h.', 21),
      (3, '00000000-0000-4000-8000-00000036c002'::uuid, 1, 'Fotos do nosso passeio de escuna, duas pessoas.', 2, 'Combinado! Levo a câmera subaquática.', 48),
      (4, '00000000-0000-4000-8000-00000036c002'::uuid, 9, 'Ensaio em família na Praia do Forno.', 4, 'Vai ser lindo. Encontro vocês na areia às 9h.', 18),
      (5, '00000000-0000-4000-8000-00000036c003'::uuid, 2, 'Trilha do Sancho para duas pessoas.', 2, 'Combinado! Saímos às 8h.', 27),
      (6, '00000000-0000-4000-8000-00000036c003'::uuid, 8, 'Guia para o Atalaia, um dia inteiro.', 2, 'Fechado, levo snorkel para vocês.', 12),
      (7, '00000000-0000-4000-8000-000000000004'::uuid, 3, 'Guia para um grupo de amigas em Trancoso.', 5, 'Que bom! Vou preparar um roteiro especial.', 30),
      (8, '00000000-0000-4000-8000-000000000004'::uuid, 5, 'Roteiro de um dia pelas falésias.', 2, 'Combinado, encontro vocês na pousada.', 16)
    ) x(nr, provider_id, buyer_nr, message, people, note, days_ago)
    join auth.users u on u.id = ('00000000-0000-4000-8000-00000036e0' || lpad(x.buyer_nr::text, 2, '0'))::uuid
    join public.profiles p on p.id = u.id
    where exists (select 1 from public.service_providers sp where sp.id = x.provider_id);

    insert into public.reviews (id, author_id, request_id, provider_id, author_name, stars, organization,
      safety, value, body, trip_date, answer, answered_at, answered_by, created_at)
    select ('e0000000-0000-4000-8000-0036000001' || lpad(x.nr::text, 2, '0'))::uuid, r.requester_id, r.id,
      r.provider_id, private.review_author_name(r.requester_id, r.requester_name), x.stars,
      x.organization, x.safety, x.value, x.body, r.needed_on, x.answer,
      case when x.answer is not null then r.finished_at + interval '3 days' end,
      case when x.answer is not null then r.provider_id end,
      r.finished_at + interval '1 day' + x.nr * interval '7 minutes'
    from (values
      (1, '00000000-0000-4000-8000-00000036c207'::uuid, 5, 5, 5, 5, 'Pontual, carro limpo e com ar-condicionado. Ajudou com as malas e ainda deu dicas de restaurantes em Arraial.', null::text),
      (2, '00000000-0000-4000-8000-00000036c208'::uuid, 5, 5, 5, 4, 'Meus filhos perderam o medo de colocar o rosto na água. Paciência de sobra e fotos lindas.', 'Obrigada, Bruno! Foi um prazer ver os dois mergulhando.'),
      (3, '00000000-0000-4000-8000-00000036e201'::uuid, 4, 4, 5, 4, 'Motorista educado e pontual. Só o carro era um pouco apertado para três malas grandes.', null),
      (4, '00000000-0000-4000-8000-00000036e202'::uuid, 5, 5, 5, 5, 'Ida e volta sem nenhum atraso. Recomendo.', 'Obrigado! Até a próxima.'),
      (5, '00000000-0000-4000-8000-00000036e203'::uuid, 5, 5, 5, 5, 'As fotos embaixo d''água ficaram incríveis.', null),
      (6, '00000000-0000-4000-8000-00000036e204'::uuid, 4, 4, 4, 3, 'Fotos muito bonitas; a entrega demorou uma semana.', 'Obrigada! Já reduzimos o prazo de entrega para três dias.'),
      (7, '00000000-0000-4000-8000-00000036e205'::uuid, 5, 5, 5, 5, 'Conhece a ilha como ninguém. Vimos golfinhos e tartarugas.', null),
      (8, '00000000-0000-4000-8000-00000036e206'::uuid, 3, 3, 4, 3, 'Boa trilha, mas começamos tarde e pegamos muito sol.', null),
      (9, '00000000-0000-4000-8000-00000036e207'::uuid, 5, 5, 5, 5, 'Gabriela é simpática e conta a história de cada lugar. O melhor dia da viagem.', 'Que alegria ler isso! Voltem sempre.'),
      (10, '00000000-0000-4000-8000-00000036e208'::uuid, 4, 4, 5, 4, 'Roteiro muito bem pensado.', null)
    ) x(nr, request_id, stars, organization, safety, value, body, answer)
    join public.provider_requests r on r.id = x.request_id and r.status = 'completed';
  end if;

  -- The invitation Vera got after her escuna of three days ago (she has not reviewed it yet).
  insert into public.notifications (user_id, booking_id, departure_id, reason, channel, body, payload,
    created_at, sent_at)
  select b.buyer_id, b.id, b.departure_id, 'review_invitation', 'email',
    format('Como foi o passeio "%s"? Conte para os próximos viajantes.', t.title),
    jsonb_build_object('review_path', '/minhas-reservas/' || b.id,
      'trip_date', (d.starts_at at time zone 'America/Sao_Paulo')::date),
    d.starts_at + make_interval(mins => t.duration_minutes),
    d.starts_at + make_interval(mins => t.duration_minutes)
  from public.bookings b
  join public.departures d on d.id = b.departure_id
  join public.tours t on t.id = d.tour_id
  where b.id = 'b00c0000-0000-4000-8000-000000000012' and b.status = 'confirmed'
  on conflict do nothing;
end;
$i36r$;
-- ==== End of i36 reviews ========================================================================

-- ==== Issue 35 outbox (messages-outbox) ==========================================================
-- The e-mails the seed's history wrote (its review notes, requests, bookings) belong to its past:
-- recorded as delivered, so the outbox starts with nothing due and the demo mailbox starts empty.
update public.notifications set status = 'sent', sent_at = coalesce(sent_at, created_at),
  next_attempt_at = null
where channel = 'email' and status = 'pending';
