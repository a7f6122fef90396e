import type { MockState, Role, ServiceProvider, UserRecord } from './types.ts';

const SELF_SERVICE_ROLES: readonly Role[] = ['user', 'boat_owner', 'service_provider'];
const BUSINESS_TYPES: readonly string[] = [
  'guia',
  'transfer',
  'restaurante',
  'hospedagem',
  'passeio',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A constraint the trigger's inserts break; the auth server then fails the sign-up. */
export class TriggerError extends Error {}

/**
 * The sign-up trigger of supabase/DATA-MODEL.md (on auth.users insert): a profile, a role record
 * (never admin) and, for providers with complete details, their service_providers row. The master
 * email gets no role record: create_admin_user makes it on the first admin sign-in.
 */
export function onAuthUserCreated(
  state: MockState,
  user: UserRecord,
  now: string,
  masterEmail: string,
) {
  const meta = user.userMetadata;
  const nome = text(meta.nome);
  const fullName = text(meta.full_name);
  const cidade = text(meta.cidade);
  const accountType = text(meta.account_type);
  const role = SELF_SERVICE_ROLES.find((r) => r === accountType) ?? 'user';

  let provider: ServiceProvider | null = null;
  const details = ['business_name', 'business_type', 'cadastur', 'whatsapp'].map((k) =>
    text(meta[k]),
  );
  if (role === 'service_provider' && details.every((value) => value !== '')) {
    const [businessName = '', businessType = '', cadastur = '', whatsapp = ''] = details;
    const type = BUSINESS_TYPES.find((t) => t === businessType);
    if (!type) throw new TriggerError('service_providers_business_type_check');
    provider = {
      id: user.id,
      business_name: businessName,
      business_type: type as ServiceProvider['business_type'],
      cadastur,
      whatsapp,
      cidade,
      created_at: now,
      updated_at: now,
    };
  }

  const { tables } = state;
  tables.profiles.push({
    id: user.id,
    nome,
    full_name: fullName,
    cidade,
    telefone: null,
    bio: null,
    avatar_url: null,
    created_at: now,
    updated_at: now,
  });
  if (user.email !== masterEmail.trim().toLowerCase()) {
    tables.perfis_usuarios.push({
      id: user.id,
      role,
      name: fullName || nome,
      email: user.email,
      created_at: now,
      updated_at: now,
    });
  }
  if (provider) tables.service_providers.push(provider);
}
