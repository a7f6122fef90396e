-- Length limits on every free-text column a user writes (directly or through sign-up metadata),
-- and avatar_url limited to https: URLs or a storage path, never javascript:, data: and the like.
-- The forms check the same limits first (packages/domain, TEXT_LIMITS) with a pt-BR message.

-- Rows written before these rules: unsafe URLs are dropped, over-long text is cut, so the
-- constraints below hold for every row and the migration cannot fail on existing data.
create function private.is_safe_avatar_url(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is null
    or (
      pg_catalog.char_length(url) between 1 and 1000
      and url !~ '[[:space:]\\]'
      and (
        -- An absolute https URL with a host.
        url ~* '^https://[^/?#@]+([/?#].*)?$'
        -- Or a path inside a bucket: no scheme (no colon), not rooted, no ".." segment.
        or (url !~ ':' and url !~ '^/' and url !~ '(^|/)\.\.(/|$)')
      )
    )
$$;
-- A check constraint runs its function as the writing role: the roles that write profiles may
-- execute it (it reads nothing; private stays unusable to them, the call goes by OID).
revoke all on function private.is_safe_avatar_url(text) from public, anon;
grant execute on function private.is_safe_avatar_url(text) to authenticated, service_role;

update public.profiles
set avatar_url = null
where not private.is_safe_avatar_url(avatar_url);

update public.profiles
set nome = pg_catalog.left(nome, 120),
    full_name = pg_catalog.left(full_name, 120),
    cidade = pg_catalog.left(cidade, 100),
    telefone = pg_catalog.left(telefone, 40),
    bio = pg_catalog.left(bio, 1000)
where pg_catalog.char_length(nome) > 120
   or pg_catalog.char_length(full_name) > 120
   or pg_catalog.char_length(cidade) > 100
   or pg_catalog.char_length(telefone) > 40
   or pg_catalog.char_length(bio) > 1000;

update public.perfis_usuarios
set name = pg_catalog.left(name, 120)
where pg_catalog.char_length(name) > 120;

update public.service_providers
set business_name = pg_catalog.left(business_name, 120),
    whatsapp = pg_catalog.left(whatsapp, 40),
    cidade = pg_catalog.left(cidade, 100)
where pg_catalog.char_length(business_name) > 120
   or pg_catalog.char_length(whatsapp) > 40
   or pg_catalog.char_length(cidade) > 100;

alter table public.profiles
  add constraint profiles_nome_length check (char_length(nome) <= 120),
  add constraint profiles_full_name_length check (char_length(full_name) <= 120),
  add constraint profiles_cidade_length check (char_length(cidade) <= 100),
  add constraint profiles_telefone_length check (char_length(telefone) <= 40),
  add constraint profiles_bio_length check (char_length(bio) <= 1000),
  add constraint profiles_avatar_url_safe check (private.is_safe_avatar_url(avatar_url));

alter table public.perfis_usuarios
  add constraint perfis_usuarios_name_length check (char_length(name) <= 120),
  -- The auth server allows 255 characters; the row follows auth.users (next migration).
  add constraint perfis_usuarios_email_length check (char_length(email) <= 255);

-- cadastur is digits only already; 20 leaves room beyond the 11 of today's numbers.
alter table public.service_providers
  add constraint service_providers_business_name_length check (char_length(business_name) <= 120),
  add constraint service_providers_cadastur_length check (char_length(cadastur) <= 20),
  add constraint service_providers_whatsapp_length check (char_length(whatsapp) <= 40),
  add constraint service_providers_cidade_length check (char_length(cidade) <= 100);
