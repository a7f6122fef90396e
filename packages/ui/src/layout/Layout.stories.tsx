import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_IDS, defaultBackend, outage } from '@mare/mocks';
import {
  expectNoToast,
  findToast,
  findPageHeading,
  page,
  type StoryAccount,
  appMeta,
} from '../storybook/index.ts';
import { AppShell } from './AppShell.tsx';
import { DEMO_RESET_MESSAGES } from './DemoReset.tsx';
import { PageFallback } from './PageFallback.tsx';

/** The smallest phone the site must work on; the story tests resize to it (see `PHONE`). */
const PHONE_320 = {
  viewport: {
    options: {
      phone320: { name: '320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
    },
  },
} as const;
/** Where a phone-only story runs in the story tests; the visual run shoots it at 390 and 320 px. */
const PHONE = { viewport: { value: 'phone320' } };

const meta = {
  title: 'Componentes/Layout/AppShell',
  component: AppShell,
  ...appMeta,
  parameters: PHONE_320,
  // The visual run shoots these at 320 px too.
  tags: ['visual-320'],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).findByRole('banner');

/**
 * An account link of the header; below 768 px the header keeps it in the menu, which this opens.
 * The visual run plays every story at phone widths too, so the stories ask wherever it is.
 */
async function findAccountLink(canvasElement: HTMLElement, name: string) {
  const header = await banner(canvasElement);
  const menuButton = within(header).queryByRole('button', { name: 'Menu' });
  if (!menuButton) return within(header).findByRole('link', { name });
  await userEvent.click(menuButton);
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
  return within(dialog).findByRole('link', { name });
}

/** Nothing is wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth));
}

/** The header is one row: its height is one control's plus its padding. */
async function expectOneRowHeader(canvasElement: HTMLElement) {
  const header = await banner(canvasElement);
  await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(72);
}

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('contentinfo')).getByText(/Modo demonstração/),
    ).toBeVisible();
    const header = await banner(canvasElement);
    const signIn = await within(header).findByRole('link', { name: 'Entrar' });
    await expect(signIn).toHaveAttribute('href', '/auth/signin');
    await expect(await findAccountLink(canvasElement, 'Criar conta')).toHaveAttribute(
      'href',
      '/auth/signup',
    );
  },
};

export const SkipLinkMovesToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = await canvas.findByRole('link', { name: 'Pular para o conteúdo' });
    // The home page's chunk loads after the shell: tab once it is there, so the end state
    // (the page drawn, the skip link shown and focused) does not depend on that timing.
    await findPageHeading(canvasElement, 'Praias brasileiras e passeios de barco');
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#conteudo');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'conteudo');
  },
};

/** Signed in, the header offers the role's dashboard and Sair, never Entrar or Criar conta. */
const signedInAs = (account: StoryAccount, dashboard: { name: string; href: string } | null) =>
  ({
    parameters: { signedInAs: account },
    play: async ({ canvasElement }) => {
      const header = await banner(canvasElement);
      await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 });
      if (dashboard) {
        await expect(await findAccountLink(canvasElement, dashboard.name)).toHaveAttribute(
          'href',
          dashboard.href,
        );
      }
      // The header and, where it was opened, the menu (the home page has its own Criar conta).
      const menu = page(canvasElement).queryByRole('dialog', { name: 'Menu' });
      for (const place of menu ? [header, menu] : [header]) {
        await expect(within(place).queryByRole('link', { name: 'Entrar' })).toBeNull();
        await expect(within(place).queryByRole('link', { name: 'Criar conta' })).toBeNull();
        if (!dashboard)
          await expect(within(place).queryByRole('link', { name: /Painel/ })).toBeNull();
      }
    },
  }) satisfies Story;

export const SignedInBoatOwner: Story = signedInAs('boatOwner', {
  name: 'Painel do dono de barco',
  href: '/boat-owners',
});
export const SignedInProvider: Story = signedInAs('provider', {
  name: 'Painel do parceiro',
  href: '/service-provider-dashboard',
});
export const SignedInAdmin: Story = signedInAs('admin', {
  name: 'Painel administrativo',
  href: '/admin',
});
/** A plain account has no dashboard: only its name and Sair. */
export const SignedInVisitor: Story = signedInAs('visitor', null);

export const SignedInWithSignOut: Story = {
  parameters: { signedInAs: 'visitor' },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await userEvent.click(
      await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 }),
    );
    await expect(await findToast(canvasElement, 'Logout realizado com sucesso')).toBeVisible();
    await expect(await findToast(canvasElement, 'Você foi desconectado')).toBeVisible();
    await expect(await within(header).findByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

/**
 * The global sign-out fails: 'Erro ao fazer logout'. The device still ends signed out (the
 * session is dropped locally), so the header offers 'Entrar' and the signed-out toast follows.
 */
export const SignOutFails: Story = {
  parameters: {
    signedInAs: 'visitor',
    msw: { handlers: { scenario: [outage(500, 'authLogout')] } },
  },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await userEvent.click(
      await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 }),
    );
    await expect(await findToast(canvasElement, 'Erro ao fazer logout')).toBeVisible();
    await expect(await findToast(canvasElement, 'Você foi desconectado')).toBeVisible();
    await expectNoToast(canvasElement, 'Logout realizado com sucesso');
    await expect(await within(header).findByRole('link', { name: 'Entrar' })).toBeVisible();
  },
};

/** 320 px, signed out: brand, Entrar and the menu button on one row; nothing scrolls sideways. */
export const PhoneMenuClosed: Story = {
  globals: PHONE,
  tags: ['phone-only'],
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await expect(await within(header).findByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(header).getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(within(header).queryByRole('navigation', { name: 'Principal' })).toBeNull();
    await findPageHeading(canvasElement, 'Praias brasileiras e passeios de barco');
    await expectOneRowHeader(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * The menu opens as a modal panel by keyboard: focus moves in, Esc closes it and the focus is
 * back on the menu button. Then opened again and left open, for the picture.
 */
export const PhoneMenuOpen: Story = {
  globals: PHONE,
  tags: ['phone-only'],
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    const button = await within(header).findByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const nav = within(dialog).getByRole('navigation', { name: 'Menu do site' });
    for (const [name, href] of [
      ['Início', '/'],
      ['Passeios', '/passeios'],
      ['Guias e serviços', '/prestadores'],
      ['Blog', '/blog'],
      ['Entrar', '/auth/signin'],
      ['Criar conta', '/auth/signup'],
    ])
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

/** Following a link in the menu closes it, opens the page and puts the focus in its content. */
export const PhoneMenuFollowsLink: Story = {
  globals: PHONE,
  tags: ['phone-only'],
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await userEvent.click(await within(header).findByRole('button', { name: 'Menu' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await findPageHeading(canvasElement, 'Blog de praias');
    const main = within(canvasElement).getByRole('main');
    await waitFor(() => expect(main).toContainElement(document.activeElement as HTMLElement));
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** 320 px, a boat owner: Sair stays on the row, the dashboard link is in the menu. */
export const PhoneSignedInMenu: Story = {
  globals: PHONE,
  tags: ['phone-only'],
  parameters: { signedInAs: 'boatOwner' },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await expect(
      await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expectOneRowHeader(canvasElement);
    await userEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(
      await within(dialog).findByRole('link', { name: 'Painel do dono de barco' }),
    ).toHaveAttribute('href', '/boat-owners');
    await expect(within(dialog).getByRole('link', { name: 'Minhas solicitações' })).toHaveAttribute(
      'href',
      '/minhas-solicitacoes',
    );
    await expect(within(dialog).queryByRole('link', { name: 'Criar conta' })).toBeNull();
    await expect(within(dialog).queryByRole('link', { name: 'Entrar' })).toBeNull();
    await expect(within(dialog).getByText(/Conectado como/)).toBeVisible();
  },
};

const LONG_LINK =
  'https://maré.example/auth/v1/verify?token=pkce_0123456789abcdef0123456789abcdef0123456789abcdef&type=signup&redirect_to=https%3A%2F%2Fmare.example%2Fauth%2Fsignin';

/** A link with no break in it (an email's confirmation link) wraps inside the page at 320 px. */
export const PhoneLongLinkWraps: Story = {
  globals: PHONE,
  tags: ['phone-only'],
  render: () => (
    <AppShell>
      <h1>Uma palavra muito comprida</h1>
      <p>
        Abra <a href={LONG_LINK}>{LONG_LINK}</a> para confirmar.
      </p>
      <ul style={{ display: 'grid', padding: 0, listStyle: 'none' }}>
        <li>Pneumoultramicroscopicossilicovulcanoconiótico, dentro de uma grade.</li>
      </ul>
    </AppShell>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: LONG_LINK });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const LazyPageFallback: Story = {
  render: () => <PageFallback />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

const footer = (canvasElement: HTMLElement) => within(canvasElement).getByRole('contentinfo');

/** Demo mode: the footer offers to restore the demo data; nothing is asked until it is pressed. */
export const DemoResetOffered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(footer(canvasElement)).getByRole('button', {
      name: DEMO_RESET_MESSAGES.action,
    });
    await expect(button).toBeVisible();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

async function openDemoReset(canvasElement: HTMLElement) {
  await userEvent.click(
    within(footer(canvasElement)).getByRole('button', { name: DEMO_RESET_MESSAGES.action }),
  );
  return page(canvasElement).findByRole('alertdialog', { name: DEMO_RESET_MESSAGES.title });
}

/** The confirmation: what is lost, focus on the safe choice; Esc closes it and changes nothing. */
export const DemoResetDialogOpen: Story = {
  parameters: { signedInAs: 'visitor' },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 });
    // The home page's tours and latest articles arrive after its first paint and make it
    // taller: wait for both, so the footer's button is scrolled to where it will stay (under
    // load the articles came after the click and pushed the page under the dialog up).
    await within(canvasElement).findByRole(
      'list',
      { name: 'Próximas saídas' },
      { timeout: 10_000 },
    );
    const latest = within(canvasElement).getByRole('region', { name: 'Últimos artigos do blog' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(3), {
      timeout: 10_000,
    });
    let dialog = await openDemoReset(canvasElement);
    await expect(dialog).toHaveTextContent(DEMO_RESET_MESSAGES.description);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(within(header).getByRole('button', { name: 'Sair' })).toBeVisible();
    // Left open for the picture.
    dialog = await openDemoReset(canvasElement);
    await expect(dialog).toBeVisible();
  },
};

const CHANGED_NAME = 'Nome mudado durante a demonstração';

/** Confirmed: the seed is back (a changed profile too), the person is signed out, a toast says so. */
export const DemoResetDone: Story = {
  parameters: { signedInAs: 'visitor' },
  loaders: [
    async () => {
      await defaultBackend.fixtures.sql(`update public.profiles set full_name = $1 where id = $2`, [
        CHANGED_NAME,
        FIXTURE_IDS.visitor,
      ]);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await within(header).findByRole('button', { name: 'Sair' }, { timeout: 10_000 });
    const dialog = await openDemoReset(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: DEMO_RESET_MESSAGES.confirm }),
    );
    await expect(await findToast(canvasElement, DEMO_RESET_MESSAGES.done)).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(await within(header).findByRole('link', { name: 'Entrar' })).toBeVisible();
    // One message: the reset's says the person is out; the sign-out one would stack over it.
    await expectNoToast(canvasElement, 'Você foi desconectado');
    // The page is another one now: focus is on its heading, not on the footer button.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveFocus(),
    );
    const rows = await defaultBackend.fixtures.sql<{ full_name: string }>(
      `select full_name from public.profiles where id = $1`,
      [FIXTURE_IDS.visitor],
    );
    await expect(rows[0]?.full_name).not.toBe(CHANGED_NAME);
  },
};
