import type { RequestAnswer } from '../provider/rows.ts';

/**
 * The shapes of the `jsonb` the provider feature's SQL functions return, by function name (see
 * supabase/schema.sql for each function). database.ts puts them in the typed client.
 */
export interface ProviderReturns {
  respond_provider_request: RequestAnswer;
}
