-- Sign-up: creates the app's rows from the metadata of supabase.auth.signUp (options.data):
-- { nome, full_name, cidade, account_type?, business_name?, business_type?, cadastur?, whatsapp? }.
-- Metadata is written by the person signing up, so it can never grant 'admin'.
-- The configured master email gets no perfis_usuarios row: the client bootstraps it with
-- create_admin_user on the first admin sign-in (spec §6), and only while that row is missing.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_nome text := coalesce(meta ->> 'nome', '');
  v_full_name text := coalesce(meta ->> 'full_name', '');
  v_cidade text := coalesce(meta ->> 'cidade', '');
  v_role text := case
    when meta ->> 'account_type' in ('user', 'boat_owner', 'service_provider')
      then meta ->> 'account_type'
    else 'user'
  end;
  is_master boolean := coalesce(pg_catalog.lower(new.email) = private.master_admin_email(), false);
begin
  insert into public.profiles (id, nome, full_name, cidade)
  values (new.id, v_nome, v_full_name, v_cidade)
  on conflict (id) do nothing;

  if not is_master then
    insert into public.perfis_usuarios (id, role, name, email)
    values (new.id, v_role, coalesce(nullif(v_full_name, ''), v_nome), coalesce(new.email, ''))
    on conflict (id) do nothing;
  end if;

  -- An invalid business_type fails the check constraint and with it the sign-up: the form
  -- validates it first, and a provider without details must not be created silently.
  if v_role = 'service_provider'
     and coalesce(meta ->> 'business_name', '') <> ''
     and coalesce(meta ->> 'business_type', '') <> ''
     and coalesce(meta ->> 'cadastur', '') <> ''
     and coalesce(meta ->> 'whatsapp', '') <> '' then
    insert into public.service_providers (id, business_name, business_type, cadastur, whatsapp, cidade)
    values (
      new.id,
      meta ->> 'business_name',
      meta ->> 'business_type',
      meta ->> 'cadastur',
      meta ->> 'whatsapp',
      v_cidade
    )
    on conflict (id) do nothing;
  end if;

  return new;
end;
$$;
revoke all on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();
