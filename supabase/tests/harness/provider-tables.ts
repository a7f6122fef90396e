/** The service providers' business tables: provider-role-matrix.test.ts covers them. */
export const providerTables = [
  'provider_certificates',
  'provider_services',
  'provider_requests',
] as const;
