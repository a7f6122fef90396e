import type { SignUpInput } from './types.ts';

/** The user metadata the sign-up trigger reads (supabase/DATA-MODEL.md, "Sign-up metadata"). */
export interface SignUpMetadata {
  nome: string;
  full_name: string;
  cidade: string;
  account_type?: string;
  business_name?: string;
  business_type?: string;
  cadastur?: string;
  whatsapp?: string;
}

export function signUpMetadata(input: SignUpInput): SignUpMetadata {
  const metadata: SignUpMetadata = {
    nome: input.nome,
    full_name: input.fullName ?? input.nome,
    cidade: input.cidade,
  };
  if (input.accountType) metadata.account_type = input.accountType;
  if (input.provider) {
    metadata.business_name = input.provider.businessName;
    metadata.business_type = input.provider.businessType;
    metadata.cadastur = input.provider.cadastur;
    metadata.whatsapp = input.provider.whatsapp;
  }
  return metadata;
}
