import { createClient } from '@supabase/supabase-js';
import { MOCK_SUPABASE_ANON_KEY, MOCK_SUPABASE_URL } from '@mare/mocks';

/** The real supabase-js client, as the brief configures it for Node tests. */
export const realClient = (key: string = MOCK_SUPABASE_ANON_KEY) =>
  createClient(MOCK_SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
