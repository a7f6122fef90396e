import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface DemoAccount {
  email: string;
  role: string;
}

/**
 * The fixture accounts and their password, read from the README's table (the one place they are
 * written down for people), so what `npm start` prints never drifts from what the README says.
 */
export function demoAccountsFromReadme(readme: string): {
  accounts: DemoAccount[];
  password: string | null;
} {
  const section = readme.split(/^Fixture accounts/m)[1] ?? '';
  const password = /password `([^`]+)`/.exec(section)?.[1] ?? null;
  const accounts: DemoAccount[] = [];
  for (const line of section.split('\n').slice(1)) {
    if (accounts.length > 0 && !line.startsWith('|')) break;
    const cells = line.split('|').map((cell) => cell.trim());
    const email = /^`([^`]+@[^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (email) accounts.push({ email, role: cells[2] ?? '' });
  }
  return { accounts, password };
}

/** The lines printed under the URLs: demo mode, the accounts, the mailbox. */
export function demoBanner(readme: string, mailboxUrl: string): string[] {
  const { accounts, password } = demoAccountsFromReadme(readme);
  const width = Math.max(0, ...accounts.map((account) => account.email.length));
  return [
    '',
    '  Demo mode: the built-in mock backend (no Supabase project configured).',
    ...(accounts.length > 0
      ? [
          `  Demo accounts${password ? ` (password ${password})` : ''}:`,
          ...accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.role}`),
        ]
      : []),
    `  Demo mailbox (confirmation and recovery emails): ${mailboxUrl}`,
  ];
}

/** Prints the demo accounts and the mailbox address under Vite's URLs — demo mode only. */
export function demoBannerPlugin({
  readmePath,
  mailboxPath,
}: {
  readmePath: string;
  mailboxPath: string;
}): Plugin {
  return {
    name: 'mare-demo-banner',
    apply: 'serve',
    configureServer(server) {
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const base =
          server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
        let readme = '';
        try {
          readme = readFileSync(readmePath, 'utf8');
        } catch {
          // No README next to the code: print the mailbox alone.
        }
        const mailbox = new URL(mailboxPath, base).href;
        for (const line of demoBanner(readme, mailbox)) server.config.logger.info(line);
      };
    },
  };
}
