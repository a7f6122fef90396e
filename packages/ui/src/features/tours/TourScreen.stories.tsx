import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_IDS, outage } from '@mare/mocks';
import {
  backendLoader,
  networkRecovers,
  nextAnswer,
  page,
  pendingRequest,
  withApp,
  withRows,
} from '../../storybook/index.ts';
import {
  SiteWithFeed,
  expectLocation,
  expectNavigatedTo,
  expectOpenedDirectly,
} from '../../storybook/story-site.tsx';
import { BUILT_ESCUNA, fixtureDeparture } from './story-support.ts';
import { PHONE, PHONE_390 } from '../../reports/story-support.ts';
import { ESCUNA_REVIEWS, plantTourReviews } from '../../reviews/story-reviews.ts';

const ESCUNA = 'Passeio de escuna pelas praias de Arraial do Cabo';

const meta = {
  title: 'Telas/Passeios/Passeio',
  render: () => <SiteWithFeed />,
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/passeios/escuna-praias-de-arraial' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(within(canvasElement).getByRole('region', { name }));

async function departures(canvasElement: HTMLElement) {
  const group = await within(canvasElement).findByRole(
    'group',
    { name: 'Escolha a data e o horário' },
    { timeout: 10_000 },
  );
  return within(group);
}

const WHATSAPP = 'Tirar dúvidas pelo WhatsApp';
const findWhatsApp = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('link', { name: WHATSAPP }, { timeout: 10_000 });

/** Everything about the tour, the next departures and the chosen one's prices. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, ESCUNA);
    await expect(section(canvasElement, 'Roteiro').getAllByRole('listitem')).toHaveLength(5);
    const included = section(canvasElement, 'O que está incluído');
    await expect(included.getByText('Colete salva-vidas')).toBeVisible();
    await expect(included.getByText('Taxa de embarque (cobrada à parte)')).toBeVisible();
    const meeting = section(canvasElement, 'Ponto de encontro');
    await expect(meeting.getByText('Cais da Praia dos Anjos, Arraial do Cabo - RJ')).toBeVisible();
    await expect(meeting.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org/?mlat=-22.9745&mlon=-42.0184'),
    );
    await expect(section(canvasElement, 'O que levar').getByText('Protetor solar')).toBeVisible();
    await expect(
      section(canvasElement, 'Idade mínima e crianças').getByText(
        /Crianças de colo \(até 5 anos\) não pagam/,
      ),
    ).toBeVisible();
    const policy = section(canvasElement, 'Política de cancelamento');
    await expect(
      policy.getByText(
        'Até 24 horas antes da saída: cancelamento grátis, com reembolso de 100% do valor do passeio.',
      ),
    ).toBeVisible();
    await expect(policy.getByText(/art\. 49.*7 dias da compra/)).toBeVisible();
    // Phones draw the photos from their 800 px copies (half the bytes).
    const photos = within(canvasElement).getByRole('list', { name: 'Fotos do passeio' });
    const narrow = [...photos.querySelectorAll('source')].map((source) => [
      source.media,
      source.srcset,
    ]);
    await expect(narrow[0]).toEqual([
      '(max-width: 480px)',
      '/images/tours/escuna-arraial-800w.webp',
    ]);

    const picker = await departures(canvasElement);
    const first = await picker.findByRole('radio', { name: /22\/11 às 09h00/ });
    await expect(first).toBeChecked();
    await expect(picker.getAllByRole('radio')).toHaveLength(6);
    // Each departure's tide (Macaé's station for the Praia do Forno); the escuna has no tide rule.
    await expect(
      await picker.findByRole('radio', { name: /22\/11 às 09h00.*Maré baixa, 0,0 m às 07:14/ }),
    ).toBeChecked();
    await expect(picker.queryByText('Maré ideal')).toBeNull();
    const tide = section(canvasElement, 'Maré no dia da saída');
    await expect(await tide.findByText('Previsão para dom., 22/11.')).toBeVisible();
    await expect(
      tide.getByRole('table', { name: 'Marés altas e baixas de dom., 22/11' }),
    ).toBeVisible();
    await expect(tide.getByText(/estação de Macaé, a 98,8 km da praia/)).toBeVisible();
    const aside = section(canvasElement, 'Próximas saídas');
    await expect(aside.getByText('Taxa de embarque')).toBeVisible();
    await expect(aside.getByText('R$ 10,00 por assento')).toBeVisible();
    await expect(aside.getByText('Criança de colo (até 5 anos)')).toBeVisible();
    await expect(aside.getByRole('button', { name: 'Escolher lugares' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The boat owner's own WhatsApp (Bruno's profile), not a desk's.
    const link = await findWhatsApp(canvasElement);
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5522999990003\?text=/);
    await expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      `"${ESCUNA}" na saída de dom., 22/11 às 09h00`,
    );

    await waitFor(() => expect(document.title).toBe(`${ESCUNA} — Maré`));
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        /\/passeios\/escuna-praias-de-arraial$/,
      ),
    );
    await expect(
      document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ).toBe(ESCUNA);
    const trip = await waitFor(() => {
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        .find((candidate) => candidate['@type'] === 'TouristTrip');
      if (!data) throw new Error('no TouristTrip');
      return data as { offers: { price: string; priceCurrency: string }[] };
    });
    await expect(trip.offers.length).toBeGreaterThan(6);
    await expect(trip.offers[0]).toMatchObject({ price: '110.00', priceCurrency: 'BRL' });
  },
};

/** Another date: the URL keeps it, the WhatsApp message names it; more dates on demand. */
export const ChoosesADeparture: Story = {
  play: async ({ canvasElement }) => {
    const picker = await departures(canvasElement);
    await userEvent.click(await picker.findByRole('radio', { name: /24\/11 às 09h00/ }));
    await expectLocation(
      canvasElement,
      `/passeios/escuna-praias-de-arraial?saida=${fixtureDeparture(1, 3)}`,
    );
    const link = await findWhatsApp(canvasElement);
    await expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      'na saída de ter., 24/11 às 09h00',
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mostrar mais datas' }),
    );
    await expect((await departures(canvasElement)).getAllByRole('radio')).toHaveLength(12);
  },
};

/**
 * The boat owner left no WhatsApp in their profile: no button that would open a chat with
 * nobody; the booking itself is untouched.
 */
export const WithoutOperatorWhatsApp: Story = {
  loaders: [
    withRows(`update public.profiles set telefone = null where id = $1`, [FIXTURE_IDS.boatOwner]),
    () => ({ whatsappAnswered: nextAnswer('/rest/v1/rpc/tour_contact') }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const picker = await departures(canvasElement);
    await expect(await (loaded as { whatsappAnswered: Promise<number> }).whatsappAnswered).toBe(
      200,
    );
    // A choice after the answer: the page has drawn what the answer said by then.
    await userEvent.click(await picker.findByRole('radio', { name: /24\/11 às 09h00/ }));
    await expectLocation(
      canvasElement,
      `/passeios/escuna-praias-de-arraial?saida=${fixtureDeparture(1, 3)}`,
    );
    await expect(within(canvasElement).queryByRole('link', { name: WHATSAPP })).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Escolher lugares' }),
    ).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** "Escolher lugares" opens the chosen departure's seat map; closing it gives the focus back. */
export const OpensTheSeatMap: Story = {
  play: async ({ canvasElement }) => {
    await departures(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Escolher lugares' });
    await userEvent.click(button);
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Escolha seus lugares' },
      { timeout: 10_000 },
    );
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining(ESCUNA));
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('22/11/2026'));
    await expect(await within(dialog).findByText('Maré baixa, 0,0 m às 07:14')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * A tour with a tide rule (the Sancho's: below 0,8 m): each departure says whether its time suits
 * it, and the chosen day's chart shades the good hours.
 */
export const TideRule: Story = {
  parameters: { route: '/passeios/catamara-golfinhos-noronha' },
  play: async ({ canvasElement }) => {
    const picker = await departures(canvasElement);
    await expect(await picker.findAllByText('Fora da maré ideal')).not.toHaveLength(0);
    await expect(
      section(canvasElement, 'Próximas saídas').getByText(
        /Este passeio é feito só com maré abaixo de 0,8 m: “Maré ideal” marca as saídas em que a previsão atende a essa condição por 2 h a partir da saída\./,
      ),
    ).toBeVisible();
    const tide = section(canvasElement, 'Maré no dia da saída');
    await expect(
      await tide.findByText(/Este passeio é feito só com maré abaixo de 0,8 m\./),
    ).toBeVisible();
    await expect(tide.getByText(/fica fora da maré ideal\./)).toBeVisible();
    // A later date whose afternoon low suits the rule for the two hours after 14:00.
    const [good] = await picker.findAllByRole('radio', { name: /às 14h00.*Maré ideal/ });
    if (!good) throw new Error('no departure in the ideal tide');
    await userEvent.click(good);
    await expect(
      await tide.findByText(
        'A saída das 14:00 está na maré ideal: a regra vale por 2 h a partir dela.',
      ),
    ).toBeVisible();
  },
};

/** A sold-out departure is listed as such and cannot be booked; the person is told why. */
export const SoldOutDeparture: Story = {
  parameters: {
    route: `/passeios/catamara-golfinhos-noronha?saida=${fixtureDeparture(3, 2)}`,
  },
  play: async ({ canvasElement }) => {
    const picker = await departures(canvasElement);
    const soldOut = await picker.findByRole('radio', { name: /23\/11 às 14h00 Esgotado/ });
    await expect(soldOut).toBeChecked();
    const aside = section(canvasElement, 'Próximas saídas');
    await expect(aside.getByText('Esta saída está esgotada. Escolha outra data.')).toBeVisible();
    await expect(aside.getByRole('button', { name: 'Escolher lugares' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The departure the boat owner cancelled for weather is shown cancelled, never on sale. */
export const CancelledDeparture: Story = {
  parameters: {
    route: `/passeios/baleias-francas-praia-do-rosa?saida=${fixtureDeparture(6, 1)}`,
  },
  play: async ({ canvasElement }) => {
    const picker = await departures(canvasElement);
    await expect(await picker.findByRole('radio', { name: /Cancelada/ })).toBeChecked();
    await expect(
      section(canvasElement, 'Próximas saídas').getByText(
        'Cancelada: Mar fechado pela Capitania dos Portos: ressaca com ondas de 3 metros. Escolha outra data.',
      ),
    ).toBeVisible();
  },
};

/** A tour with a minimum age and no lap children says so in plain words. */
export const MinimumAge: Story = {
  parameters: { route: '/passeios/snorkel-praia-do-forno' },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, 'Snorkel guiado na Praia do Forno');
    const rules = section(canvasElement, 'Idade mínima e crianças');
    await expect(rules.getByText('Idade mínima: 8 anos.')).toBeVisible();
    await expect(rules.getByText(/Crianças de 8 a 11 anos pagam R\$\s120,00/)).toBeVisible();
    await expect(rules.queryByText(/Crianças de colo/)).toBeNull();
    const policy = section(canvasElement, 'Política de cancelamento');
    await expect(
      policy.getByText(
        'De 48 horas até 24 horas antes da saída: reembolso de 50% do valor do passeio.',
      ),
    ).toBeVisible();
  },
};

const LONG_TITLE =
  'Travessia completa de escuna pelas praias, grutas e ilhas de Arraial do Cabo com parada para mergulho e almoço';

/** Long pt-BR text wraps; nothing runs off the page. */
export const LongText: Story = {
  loaders: [
    withRows(
      `update public.tours set title = $1,
         summary = repeat('Águas transparentes, areia branquinha e paradas para mergulho. ', 6),
         what_to_bring = '["Protetor solar biodegradável de amplo espectro, reaplicado a cada duas horas", "Documento de identidade com foto (obrigatório para a lista de passageiros da Capitania)"]'
       where slug = 'escuna-praias-de-arraial'`,
      [LONG_TITLE],
    ),
  ],
  play: async ({ canvasElement }) => {
    const h1 = await expectOpenedDirectly(canvasElement, LONG_TITLE);
    await expect(h1.scrollWidth).toBeLessThanOrEqual(h1.clientWidth + 1);
  },
};

/** On a phone the page stacks; nothing is wider than the screen. */
export const OnAPhone: Story = {
  tags: ['phone-only'],
  parameters: PHONE_390,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, ESCUNA);
    await departures(canvasElement);
    const main = canvasElement.querySelector('main');
    if (!main) throw new Error('no main');
    const edge = main.getBoundingClientRect().right;
    const wide = [...main.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 1)
      .map(
        (element) =>
          `${element.tagName}.${element.className} ${element.getBoundingClientRect().right} > ${edge}`,
      );
    await expect(wide).toEqual([]);
  },
};

/** An unknown address: said plainly, with the way back to every tour. */
export const NotFound: Story = {
  parameters: { route: '/passeios/passeio-que-nao-existe' },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, 'Passeio não encontrado');
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'Ver todos os passeios' }),
    );
    await expectNavigatedTo(canvasElement, 'Passeios de barco');
  },
};

/** While the tour loads, its place is held and the page says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('get', '/rest/v1/tours') } },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText(
      'Carregando passeio...',
      {},
      { timeout: 10_000 },
    );
    await expect(text.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The tour fails to load: a pt-BR alert and a retry that brings it. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'selectTours')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(
      'Não foi possível carregar este passeio. Tente novamente.',
    );
    networkRecovers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: ESCUNA }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The tour shows but its departures fail: the alert sits where they go, with a retry. */
export const DeparturesError: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'rpcTourDepartures')] } } },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, ESCUNA);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(
      'Não foi possível carregar as próximas saídas. Tente novamente.',
    );
    networkRecovers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await departures(canvasElement);
  },
};

/**
 * Opened on its prerendered page: the tour as the build read it shows at once, with no request
 * answered yet; the departures wait for the backend.
 */
export const PrerenderedDeparturesLoading: Story = {
  parameters: {
    pageData: { path: '/passeios/escuna-praias-de-arraial', data: { tour: BUILT_ESCUNA } },
    msw: {
      handlers: {
        scenario: [
          ...pendingRequest('get', '/rest/v1/tours').scenario,
          ...pendingRequest('post', '/rest/v1/rpc/tour_departures').scenario,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOpenedDirectly(canvasElement, ESCUNA);
    await expect(canvas.getByRole('heading', { name: 'Roteiro', level: 2 })).toBeVisible();
    await expect(canvas.getByText('Cais da Praia dos Anjos, Arraial do Cabo - RJ')).toBeVisible();
    await expect(await canvas.findByText('Carregando as próximas saídas...')).toBeInTheDocument();
  },
};

/** The departures are on their way: the rest of the page is already readable. */
export const DeparturesLoading: Story = {
  parameters: { msw: { handlers: pendingRequest('post', '/rest/v1/rpc/tour_departures') } },
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, ESCUNA);
    await expect(
      await within(canvasElement).findByText('Carregando as próximas saídas...'),
    ).toBeInTheDocument();
  },
};

/**
 * Reviewed: the header's rating leads to the reviews, whose summary, histogram and newest five
 * show below the policies; the page's TouristTrip carries the aggregate rating.
 */
export const WithReviews: Story = {
  loaders: [() => plantTourReviews(BUILT_ESCUNA.id, ESCUNA_REVIEWS)],
  play: async ({ canvasElement }) => {
    await expectOpenedDirectly(canvasElement, ESCUNA);
    const canvas = within(canvasElement);
    const rating = await canvas.findByRole(
      'link',
      { name: 'Nota 3,9 de 5, 10 avaliações' },
      { timeout: 10_000 },
    );
    await expect(rating).toHaveAttribute('href', '#avaliacoes');
    const reviews = section(canvasElement, 'Avaliações');
    await expect(reviews.getByRole('list', { name: 'Avaliações por nota' })).toBeVisible();
    await expect(reviews.getAllByRole('article')).toHaveLength(5);
    const trip = await waitFor(() => {
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        .find(
          (candidate) => candidate['@type'] === 'TouristTrip' && 'aggregateRating' in candidate,
        );
      if (!data) throw new Error('no TouristTrip with its rating');
      return data;
    });
    await expect(trip.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.9,
      reviewCount: 10,
      bestRating: 5,
      worstRating: 1,
    });
    reviews.getByRole('heading', { name: 'Avaliações' }).scrollIntoView({ block: 'start' });
  },
};
