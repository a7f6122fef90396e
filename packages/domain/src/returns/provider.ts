import type {
  CancelledRequest,
  FinishedRequest,
  InboxRequest,
  MyProviderRequest,
} from '../provider/requests.ts';
import type {
  ProviderDirectoryPage,
  ProviderProfile,
  SentProviderRequest,
} from '../provider/public.ts';
import type { RequestAnswer } from '../provider/rows.ts';

/**
 * The shapes of the `jsonb` the provider feature's SQL functions return, by function name (see
 * supabase/schema.sql for each function). database.ts puts them in the typed client.
 */
export interface ProviderReturns {
  respond_provider_request: RequestAnswer;
  provider_directory: ProviderDirectoryPage;
  provider_profile: ProviderProfile | null;
  send_provider_request: SentProviderRequest;
  my_provider_requests: MyProviderRequest[];
  provider_inbox: InboxRequest[];
  cancel_provider_request: CancelledRequest;
  finish_provider_request: FinishedRequest;
}
