export { providerKeys } from './keys.ts';
export { PROVIDER_MESSAGES } from './provider.ts';
export * from './certificates-query.ts';
export * from './services-query.ts';
export * from './requests-query.ts';
export * from './details-query.ts';
export * from './public-profile-query.ts';
// The domain's shapes of what these calls return, for the screens that draw them.
export type {
  Certificate,
  CertificateInput,
  InboxRequest,
  ProviderBusiness,
  ProviderPublicInput,
  ProviderPublicProfile,
  ProviderService,
  ServiceInput,
} from '@mare/domain';
