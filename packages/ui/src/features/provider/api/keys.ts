const all = ['provider'] as const;

/** The service provider's query keys, under one root; each list carries the provider's id. */
export const providerKeys = {
  all,
  details: (userId: string | undefined) => [...all, 'details', userId] as const,
  publicProfile: (userId: string | undefined) => [...all, 'public-profile', userId] as const,
  certificates: (userId: string | undefined) => [...all, 'certificates', userId] as const,
  services: (userId: string | undefined) => [...all, 'services', userId] as const,
  requests: (userId: string | undefined) => [...all, 'requests', userId] as const,
};
