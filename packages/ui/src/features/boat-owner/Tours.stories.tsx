import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import {
  arrive,
  expectValues,
  fillForm,
  findFormAlert,
  findToast,
  appMeta,
  withRows,
} from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import ToursScreen from './ToursScreen.tsx';
import { asNewOwner, asOwner, DRAFT_TOUR, ESCUNA, PUBLISHED_TOUR } from './story-support.ts';

const meta = {
  title: 'Telas/Dono de barco/Passeios',
  component: ToursScreen,
  ...appMeta,
  parameters: asOwner(PATHS.boatOwnerTours),
} satisfies Meta<typeof ToursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Passeios');
    const list = await canvas.findByRole('list', { name: 'Seus passeios' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByText('Rascunho')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: asNewOwner(PATHS.boatOwnerTours),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum passeio ainda', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(502, 'selectTours')] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Tentar novamente' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** A new draft: the address follows the title; saved, it opens for editing. */
export const CreateDraft: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/novo`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Criar passeio');
    await fillForm(canvasElement, {
      Título: 'Pôr do sol no Pontal do Atalaia',
      Praia: 'praia-do-forno',
      Resumo: 'Saveiro até o Pontal para ver o sol se pôr atrás da Ilha de Cabo Frio.',
      'Preço por adulto (R$)': '150,00',
      'Preço por criança (R$)': '75,00',
    });
    await expect(canvas.getByLabelText('Endereço na web', { selector: 'input' })).toHaveValue(
      'por-do-sol-no-pontal-do-atalaia',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Criar rascunho' }));
    await expect(await findToast(canvasElement, 'Rascunho do passeio criado.')).toBeVisible();
    await arrive(canvasElement, 'Editar Pôr do sol no Pontal do Atalaia');
    await expect(canvas.getByRole('button', { name: 'Enviar para revisão' })).toBeVisible();
  },
};

export const FieldErrors: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/novo`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Criar passeio');
    await fillForm(canvasElement, { Título: 'Ok', 'Preço por adulto (R$)': '12,345' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar rascunho' }));
    const title = canvas.getByLabelText('Título', { selector: 'input' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription('Use ao menos 3 caracteres no título.');
    await expect(
      canvas.getByLabelText('Preço por adulto (R$)', { selector: 'input' }),
    ).toHaveAccessibleDescription('Preço por adulto em reais, como 120,00.');
    await expectValues(canvasElement, { Título: 'Ok', 'Preço por adulto (R$)': '12,345' });
  },
};

/**
 * The cancellation terms the database accepts: five tiers at most, each with its own notice.
 * A repeated notice is marked on its field, before anything is sent.
 */
export const CancellationTierRules: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/novo`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Criar passeio');
    const add = () => userEvent.click(canvas.getByRole('button', { name: 'Adicionar faixa' }));
    while (canvas.queryByRole('button', { name: 'Adicionar faixa' })) await add();
    await expect(canvas.getByText('Até 5 faixas de cancelamento.')).toBeVisible();
    await expect(
      canvas.getByLabelText('Faixa 5: horas antes', { selector: 'input' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover faixa 5' }));
    await expect(canvas.getByRole('button', { name: 'Adicionar faixa' })).toBeVisible();

    await fillForm(canvasElement, {
      Título: 'Pôr do sol no Pontal do Atalaia',
      Praia: 'praia-do-forno',
      Resumo: 'Saveiro até o Pontal para ver o sol se pôr atrás da Ilha de Cabo Frio.',
      'Preço por adulto (R$)': '150,00',
      'Preço por criança (R$)': '75,00',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar rascunho' }));
    // The two added tiers both start at 12 hours: the second one is marked.
    const repeated = canvas.getByLabelText('Faixa 4: horas antes', { selector: 'input' });
    await waitFor(() =>
      expect(repeated).toHaveAccessibleDescription(
        'Cada faixa precisa de um número de horas diferente.',
      ),
    );
    await expect(canvas.queryByText('Rascunho do passeio criado.')).toBeNull();
  },
};

/** The draft lacks what the tour page needs: the owner learns exactly what. */
export const ReviewRefusedIncomplete: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/${DRAFT_TOUR}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Editar Volta à Ilha de Cabo Frio (rascunho)');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar para revisão' }));
    await expect(
      await findFormAlert(
        canvasElement,
        'Antes de enviar para revisão, preencha: roteiro, ponto de encontro, fotos, barco padrão.',
      ),
    ).toBeVisible();
  },
};

/** Sent back by the admin: the comments with their date, above the form, the older ones kept. */
export const SentBackWithComments: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/${DRAFT_TOUR}`),
  loaders: [
    withRows(
      `insert into public.tour_review_notes (tour_id, author_id, decision, comments, created_at)
       values ($1, '00000000-0000-4000-8000-000000000002', 'send_back',
         'O resumo precisa dizer quanto tempo dura o passeio.', '2026-11-18T09:15:00-03:00')`,
      [DRAFT_TOUR],
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Editar Volta à Ilha de Cabo Frio (rascunho)');
    const history = within(
      await canvas.findByRole('region', { name: 'Comentários da revisão' }, { timeout: 10_000 }),
    );
    await expect(history.getByRole('note')).toHaveTextContent(
      'Ajuste o que a equipe pediu e envie para revisão de novo.',
    );
    const notes = history.getAllByRole('listitem');
    await expect(notes).toHaveLength(2);
    await expect(notes[0]).toHaveTextContent(
      /^Devolvido para ajustes em 20\/11\/2026, 10h30Faltam o roteiro com os horários/,
    );
    await expect(notes[1]).toHaveTextContent(
      'Devolvido para ajustes em 18/11/2026, 09h15O resumo precisa dizer quanto tempo dura o passeio.',
    );
  },
};

/** A complete draft goes to review (the admins publish it); the owner can take it back. */
export const SendForReview: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/${DRAFT_TOUR}`),
  loaders: [
    withRows(
      `update public.tours set itinerary = '[{"title":"Saída da Praia dos Anjos"}]',
         meeting_point = '{"address":"Praia dos Anjos, Arraial do Cabo"}',
         photos = '["/images/tours/ilha.webp"]', default_boat_id = $2
       where id = $1`,
      [DRAFT_TOUR, ESCUNA],
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Editar Volta à Ilha de Cabo Frio (rascunho)');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar para revisão' }));
    await expect(
      await findToast(
        canvasElement,
        'Volta à Ilha de Cabo Frio (rascunho) foi enviado para revisão.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('Em revisão')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para rascunho' }));
    await expect(
      await findToast(canvasElement, 'Volta à Ilha de Cabo Frio (rascunho) voltou para rascunho.'),
    ).toBeVisible();
  },
};

/** A published tour: before any save, the form says what sends it back to review. */
export const EditPublished: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/${PUBLISHED_TOUR}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Editar Passeio de escuna pelas praias de Arraial do Cabo');
    await expect(canvas.getByText('Publicado')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Este passeio está publicado. Alterar o que o descreve (título, resumo, roteiro, fotos, ponto de encontro, duração ou idades) o devolve para revisão: as vendas ficam pausadas até a aprovação.',
    );
  },
};

/**
 * The database decides: a new price is saved at once (for new bookings) and the tour stays
 * published; a new title sends it back to review, and the toast says so.
 */
export const EditPublishedBackToReview: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/${PUBLISHED_TOUR}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Editar Passeio de escuna pelas praias de Arraial do Cabo');
    await fillForm(canvasElement, { 'Preço por adulto (R$)': '120,00' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar passeio' }));
    // The toast follows the status the server returned: still published.
    await expect(await findToast(canvasElement, 'Passeio salvo.')).toBeVisible();

    await fillForm(canvasElement, { Título: 'Escuna pelas praias de Arraial, com almoço' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar passeio' }));
    await expect(
      await findToast(
        canvasElement,
        'Passeio salvo e devolvido para revisão: as vendas ficam pausadas até a aprovação.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('Em revisão')).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const SaveFails: Story = {
  parameters: {
    ...asOwner(`${PATHS.boatOwnerTours}/${DRAFT_TOUR}`),
    msw: { handlers: { scenario: [outage('network', 'updateTours')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Editar Volta à Ilha de Cabo Frio (rascunho)');
    await fillForm(canvasElement, { 'Ponto de encontro': 'Praia dos Anjos' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar passeio' }));
    await expect(await findFormAlert(canvasElement, 'Sem conexão com o servidor.')).toBeVisible();
    await expectValues(canvasElement, { 'Ponto de encontro': 'Praia dos Anjos' });
  },
};
