-- Fixtures of supabase/DATA-MODEL.md (the mocks use the same ids). Password for all: Mare@2026.
-- Loaded by `supabase db reset` after the migrations. The sign-up trigger creates profiles,
-- perfis_usuarios and service_providers from the metadata; admins are promoted afterwards
-- because metadata can never grant 'admin'. Loading it twice changes nothing.

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
