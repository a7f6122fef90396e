import type { Database as GeneratedDatabase, Json } from './database.types.ts';
import type { AdminReturns } from './returns/admin.ts';
import type { BoatOwnerReturns } from './returns/boat-owner.ts';
import type { BookingReturns } from './returns/booking.ts';
import type { ProviderReturns } from './returns/provider.ts';
import type { ReviewsReturns } from './returns/reviews.ts';
import type { ToursReturns } from './returns/tours.ts';

export type { Json } from './database.types.ts';

type Schema = GeneratedDatabase['public'];
type FunctionName = keyof Schema['Functions'];

/**
 * What the SQL functions returning `jsonb` return. The generator reads `jsonb` and can say no
 * more; each feature writes its functions' shapes once, in returns/, and every call of that
 * function through the typed client gets it.
 */
export type JsonReturns = BookingReturns &
  ToursReturns &
  BoatOwnerReturns &
  ProviderReturns &
  ReviewsReturns &
  AdminReturns;

/** The generated schema with the `jsonb` returns of `Returns` put in place of `Json`. */
type WithJsonReturns<Returns> = {
  [Name in FunctionName]: Name extends keyof Returns
    ? Omit<Schema['Functions'][Name], 'Returns'> & { Returns: Returns[Name] }
    : Schema['Functions'][Name];
};

/** The database as the app's client sees it: `createClient<Database>` in supabase-client.ts. */
export type Database = {
  public: Omit<Schema, 'Functions'> & { Functions: WithJsonReturns<JsonReturns> };
};

export type { Tables, TablesInsert, TablesUpdate, Enums } from './database.types.ts';
/** What a function returns through the typed client (its jsonb shape where one is declared). */
export type FunctionReturns<Name extends FunctionName> =
  Database['public']['Functions'][Name]['Returns'];
export type FunctionArgs<Name extends FunctionName> = Schema['Functions'][Name]['Args'];

/** A value read from a `jsonb` column, before the app gives it a shape. */
export type JsonValue = Json;
