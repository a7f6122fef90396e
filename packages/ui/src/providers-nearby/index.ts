export { NearbyProviders } from './NearbyProviders.tsx';
export { ProviderCard, CadasturBadge } from './ProviderCard.tsx';
export { fetchProviderDirectory, type DirectoryArgs } from './directory-call.ts';
export { PROVIDER_BEACH_PARAM, providersOnBeachPath } from './paths.ts';
export {
  beachNames,
  businessTypeLabel,
  joinNames,
  languagesLabel,
  providerPicture,
} from './provider-words.ts';
