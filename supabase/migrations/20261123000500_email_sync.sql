-- perfis_usuarios.email follows the auth account's address. The auth server writes the new
-- address into auth.users.email once the change is confirmed; the admin screens read it here.
create function private.sync_user_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.perfis_usuarios p
  set email = coalesce(new.email, '')
  where p.id = new.id
    and p.email is distinct from coalesce(new.email, '');
  return new;
end;
$$;
revoke all on function private.sync_user_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.sync_user_email();

-- Rows that went stale before the trigger existed.
update public.perfis_usuarios p
set email = u.email
from auth.users u
where u.id = p.id
  and u.email is not null
  and p.email is distinct from u.email;
