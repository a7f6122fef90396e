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

-- ==== Issue 35 outbox (messages-outbox) ==========================================================
-- The e-mails the seed's history wrote (its review notes, requests, bookings) belong to its past:
-- recorded as delivered, so the outbox starts with nothing due and the demo mailbox starts empty.
update public.notifications set status = 'sent', sent_at = coalesce(sent_at, created_at),
  next_attempt_at = null
where channel = 'email' and status = 'pending';
