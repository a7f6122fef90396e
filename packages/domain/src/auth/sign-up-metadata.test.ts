import { describe, expect, it } from 'vitest';
import { signUpMetadata } from './sign-up-metadata.ts';

const base = {
  email: 'nova@mare.example',
  password: 'Mare@2026',
  nome: 'Nina',
  cidade: 'Salvador',
};

describe('signUpMetadata', () => {
  it('sends nome, cidade and full_name defaulting to nome', () => {
    expect(signUpMetadata(base)).toEqual({ nome: 'Nina', full_name: 'Nina', cidade: 'Salvador' });
  });

  it('keeps a given full name and the account type', () => {
    expect(
      signUpMetadata({ ...base, fullName: 'Nina Nogueira', accountType: 'boat_owner' }),
    ).toEqual({
      nome: 'Nina',
      full_name: 'Nina Nogueira',
      cidade: 'Salvador',
      account_type: 'boat_owner',
    });
  });

  it('adds the provider details the sign-up trigger copies to service_providers', () => {
    const metadata = signUpMetadata({
      ...base,
      accountType: 'service_provider',
      provider: {
        businessName: 'Guia Nina',
        businessType: 'guia',
        cadastur: '12345678901',
        whatsapp: '(71) 99999-0000',
      },
    });
    expect(metadata).toEqual({
      nome: 'Nina',
      full_name: 'Nina',
      cidade: 'Salvador',
      account_type: 'service_provider',
      business_name: 'Guia Nina',
      business_type: 'guia',
      cadastur: '12345678901',
      whatsapp: '(71) 99999-0000',
    });
  });
});
