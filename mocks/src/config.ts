/** The address the built-in mock backend answers on. Never resolved: MSW answers first. */
export const MOCK_SUPABASE_URL = 'https://mare-demo.supabase.co';

/**
 * Signs every mock JWT (HS256). A development value, public on purpose: the mock project holds
 * nothing worth protecting, and a real project's secret never reaches the browser.
 */
export const MOCK_JWT_SECRET = 'mare-mock-development-secret-not-for-production-use';

/** The mock project's anon key: a JWT with role "anon", signed with MOCK_JWT_SECRET (not a secret). */
export const MOCK_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Im1hcmUtZGVtbyIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzYzNjgzMjAwLCJleHAiOjIwNzkyNTkyMDB9.KcGLA3aXrIM3kDo9CvsvNr_PPwVVbqvh6pzsA54qPcE';

/** The mock project's service-role key (bypasses row rules; tests and bucket administration only). */
export const MOCK_SUPABASE_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Im1hcmUtZGVtbyIsInJvbGUiOiJzZXJ2aWNlX3JvbGUiLCJpYXQiOjE3NjM2ODMyMDAsImV4cCI6MjA3OTI1OTIwMH0.iRUUc7_iCrk7CELTIR74FH5tzvckZyDiWN4gnsWiKmw';

/** The master-admin email of supabase/DATA-MODEL.md (a backend option can change it). */
export const DEFAULT_MASTER_EMAIL = 'mestre@mare.example';

/** Lifetime of an access token, as the hosted project's default. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** Lifetime of an emailed token (confirmation, recovery, magic link). */
export const EMAIL_TOKEN_TTL_SECONDS = 86_400;
