-- Due e-mails go out oldest first: two rows due at the same moment were taken in the order of their
-- random ids, so a person could receive a later notice before an earlier one.
create or replace function public.claim_email_notifications(batch integer default 20, lease_seconds integer default 120)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  at constant timestamptz := private.now();
  claimed jsonb;
begin
  if batch is null or batch < 1 or batch > 100 or lease_seconds is null or lease_seconds < 10 then
    perform private.refuse('invalid_batch');
  end if;
  with picked as (
    select n.id,
      not private.email_is_essential(n.reason)
        and coalesce((select p.optional_emails from public.email_preferences p
          where p.user_id = n.user_id), true) = false as opted_out
    from public.notifications n
    where n.channel = 'email'
      and ((n.status = 'pending' and n.next_attempt_at <= at)
        or (n.status = 'sending' and n.locked_until < at))
    order by n.next_attempt_at, n.created_at, n.id
    limit claim_email_notifications.batch
    for update of n skip locked
  ), updated as (
    update public.notifications n set
      status = case when picked.opted_out then 'skipped' else 'sending' end,
      attempts = n.attempts + case when picked.opted_out then 0 else 1 end,
      locked_until = case when picked.opted_out then null
        else at + pg_catalog.make_interval(secs => claim_email_notifications.lease_seconds) end
    from picked
    where n.id = picked.id
    returning n.*, picked.opted_out
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', u.id, 'reason', u.reason, 'to', u.to_email, 'payload', u.payload,
      'attempts', u.attempts, 'created_at', u.created_at, 'user_id', u.user_id)
      order by u.next_attempt_at, u.created_at, u.id), '[]'::jsonb)
  into claimed
  from updated u
  where not u.opted_out;
  return claimed;
end;
$$;
