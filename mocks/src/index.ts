export { MOCK_SUPABASE_URL, MOCK_SUPABASE_ANON_KEY } from './config.ts';
export { handlers } from './handlers/index.ts';
