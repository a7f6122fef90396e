/** The address the built-in mock backend answers on. Never resolved: MSW answers first. */
export const MOCK_SUPABASE_URL = 'https://mare-demo.supabase.co';

/** A well-formed anon key for the mock project (a JWT with role "anon"; not a secret). */
export const MOCK_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Im1hcmUtZGVtbyIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzYzNjgzMjAwLCJleHAiOjIwNzkyNTkyMDB9.mock-signature';
