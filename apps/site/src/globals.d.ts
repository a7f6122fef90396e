/** True when the build has no Supabase project configured and ships the mock backend. */
declare const __MARE_DEMO__: boolean;
