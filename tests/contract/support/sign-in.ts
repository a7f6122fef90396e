import { FIXTURE_EMAILS, FIXTURE_PASSWORD, type FixtureName } from '@mare/mocks';
import { expect } from 'vitest';
import { realClient } from './client.ts';

/** A real client signed in as one of the fixture users. */
export async function signedInAs(name: FixtureName) {
  const supabase = realClient();
  const { error } = await supabase.auth.signInWithPassword({
    email: FIXTURE_EMAILS[name],
    password: FIXTURE_PASSWORD,
  });
  expect(error).toBeNull();
  return supabase;
}
