import type { Session, User } from '@supabase/supabase-js';

/** The roles `get_user_role` answers (supabase/DATA-MODEL.md). */
export type Role = 'admin' | 'boat_owner' | 'service_provider' | 'user';

export type AccountType = Exclude<Role, 'admin'>;

export type BusinessType = 'guia' | 'transfer' | 'restaurante' | 'hospedagem' | 'passeio';

/** A row of `profiles`, as the screens show and edit it. */
export interface Profile {
  id: string;
  nome: string;
  full_name: string;
  cidade: string;
  telefone: string | null;
  bio: string | null;
  avatar_url: string | null;
  created_at: string;
  updated_at: string;
}

export type ProfilePatch = Partial<
  Pick<Profile, 'nome' | 'full_name' | 'cidade' | 'telefone' | 'bio' | 'avatar_url'>
>;

/** Every operation answers with a typed outcome carrying the pt-BR message a person sees. */
export type Outcome<T> =
  | { ok: true; value: T; message: string }
  | {
      ok: false;
      message: string;
      /** The server's machine code (e.g. `invalid_credentials`, `PGRST116`), when there is one. */
      code?: string;
      /** HTTP status of the failed call; 0 when the network failed. Lets callers skip retries on 4xx. */
      status?: number;
      /** The catalogue message for the underlying cause, when `message` is a generic one. */
      detail?: string;
    };

export interface ProviderDetails {
  businessName: string;
  businessType: BusinessType;
  cadastur: string;
  whatsapp: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  nome: string;
  cidade: string;
  /** Defaults to `nome`. */
  fullName?: string;
  accountType?: AccountType;
  provider?: ProviderDetails;
}

export type SignUpResult =
  { kind: 'confirm-email'; user: User } | { kind: 'signed-in'; session: Session };

/** The part of the Web Storage API that clearing stored tokens needs (localStorage fits it). */
export interface TokenStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

export interface AuthServiceConfig {
  /** The master-admin email, from the environment. */
  masterAdminEmail: string;
  /** Where sign-up confirmation and recovery emails send the person back (the site root). */
  siteUrl: string;
  /** The storage the Supabase client persists its session in (localStorage in the site). */
  tokenStorage?: TokenStorage;
  /** Injected so the 1.5 s master-admin wait is instant in tests. */
  sleep?: (ms: number) => Promise<void>;
}

export interface AuthService {
  /** Clears stored tokens, tries a global sign-out (failure ignored), then the password grant. */
  signIn(email: string, password: string): Promise<Outcome<Session>>;
  signUp(input: SignUpInput): Promise<Outcome<SignUpResult>>;
  /** Global sign-out: 'Logout realizado com sucesso' or 'Erro ao fazer logout'. */
  signOut(): Promise<Outcome<null>>;
  /** Authenticates, bootstraps the master admin if needed, and fails unless the role is admin. */
  adminSignIn(email: string, password: string): Promise<Outcome<Session>>;
  getRole(userId: string): Promise<Outcome<Role>>;
  getProfile(): Promise<Outcome<Profile>>;
  updateProfile(patch: ProfilePatch): Promise<Outcome<Profile>>;
  /** Same answer whether or not the account exists. */
  requestPasswordReset(email: string): Promise<Outcome<null>>;
  updatePassword(password: string): Promise<Outcome<null>>;
  /** Confirms an email or a recovery from the token a mailbox link carries. */
  verifyEmailToken(
    tokenHash: string,
    type: 'signup' | 'recovery' | 'email',
  ): Promise<Outcome<Session>>;
  /** Records an attempt to open the admin area without the admin role (rpc record_admin_access_denied). */
  recordAdminAccessDenied(target: string): Promise<Outcome<null>>;
}
