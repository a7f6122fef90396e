-- Supabase's default privileges give the API roles every right on new sequences in public.
-- Anonymous callers use none (they insert nothing); take them back, now and for later
-- sequences this role creates. Identity columns (audit_logs.id) need no sequence privilege
-- from the inserting role.
revoke all on all sequences in schema public from anon;
alter default privileges in schema public revoke all on sequences from anon;
