import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoAccountsFromReadme, demoBanner } from './demo-banner-plugin.ts';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

describe('the demo banner of npm start', () => {
  it("reads every fixture account and the password from the README's table", () => {
    const { accounts, password } = demoAccountsFromReadme(readme);
    expect(password).toBe('Mare@2026');
    expect(accounts).toEqual([
      { email: 'mestre@mare.example', role: 'master admin' },
      { email: 'admin@mare.example', role: 'admin' },
      { email: 'barqueiro@mare.example', role: 'boat owner' },
      { email: 'dona.lancha@mare.example', role: 'boat owner (new, no boats yet)' },
      { email: 'guia@mare.example', role: 'service provider' },
      { email: 'visitante@mare.example', role: 'user' },
      { email: 'pendente@mare.example', role: 'unconfirmed' },
      { email: 'otavio.marinheiro@mare.example', role: 'boat owner awaiting verification' },
      { email: 'rita.reserva@mare.example', role: 'user (the account an admin can block)' },
    ]);
  });

  it('prints demo mode, the accounts and the mailbox address', () => {
    const lines = demoBanner(readme, 'http://localhost:5173/demo/caixa-de-entrada');
    expect(lines.join('\n')).toMatch(/Demo mode/);
    expect(lines).toContain('  Demo accounts (password Mare@2026):');
    // Emails are padded to the longest one, so the roles line up.
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {4}guia@mare\.example +service provider$/),
    );
    expect(lines.at(-1)).toBe(
      '  Demo mailbox (confirmation and recovery emails): http://localhost:5173/demo/caixa-de-entrada',
    );
  });

  it('still prints the mailbox without a README', () => {
    expect(demoBanner('', 'http://x/demo')).toEqual([
      '',
      '  Demo mode: the built-in mock backend (no Supabase project configured).',
      '  Demo mailbox (confirmation and recovery emails): http://x/demo',
    ]);
  });
});
