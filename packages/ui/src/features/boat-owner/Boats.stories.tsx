import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import {
  arrive,
  expectValues,
  fillForm,
  findFormAlert,
  findToast,
  networkRecovers,
  pendingRequest,
  appMeta,
  withRows,
} from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import { imageFile } from '../../storage/story-support.ts';
import BoatsScreen from './BoatsScreen.tsx';
import { asNewOwner, asOwner, ESCUNA } from './story-support.ts';

const meta = {
  title: 'Telas/Dono de barco/Barcos',
  component: BoatsScreen,
  ...appMeta,
  parameters: asOwner(PATHS.boatOwnerBoats),
} satisfies Meta<typeof BoatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fleet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Barcos');
    const list = await canvas.findByRole('list', { name: 'Seus barcos' }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Escuna Maré Alta' })).toBeVisible();
    await expect(canvas.getAllByText('Verificado')).toHaveLength(3);
    const nav = within(canvas.getByRole('navigation', { name: 'Painel do dono de barco' }));
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/boat-owners');
    await expect(nav.getByRole('link', { name: 'Barcos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Receita' })).toHaveAttribute(
      'href',
      '/boat-owners/receita',
    );
  },
};

export const Empty: Story = {
  parameters: asNewOwner(PATHS.boatOwnerBoats),
  play: async ({ canvasElement }) => {
    await arrive(canvasElement, 'Barcos');
    await expect(
      await within(canvasElement).findByText('Nenhum barco cadastrado', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('get', '/rest/v1/boats') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Carregando seus barcos...', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'selectBoats')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 10_000 },
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    networkRecovers();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { name: 'Lancha Sancho' })).toBeVisible();
  },
};

/** A refused boat shows the admins' reason, on the list and on its form. */
export const Refused: Story = {
  loaders: [
    withRows(
      `update public.boats set verification = 'refused', refusal_reason = $2 where id = $1`,
      [ESCUNA, 'Cartão de lotação vencido: envie a foto do cartão atual.'],
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Recusado', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Motivo da recusa: Cartão de lotação vencido: envie a foto do cartão atual.',
    );
  },
};

/**
 * Refused twice: the boat's page keeps both reasons with their dates (an edit clears the current
 * reason, never the history).
 */
export const RefusedHistory: Story = {
  parameters: asOwner(`${PATHS.boatOwnerBoats}/${ESCUNA}`),
  loaders: [
    // Each verdict is dated by the rules' clock: pinned here so the dates are the story's.
    withRows(
      `with clock as (select set_config('mare.now', '2026-11-18T09:00:00-03:00', true) as at)
       update public.boats b set verification = 'refused', refusal_reason = $2 from clock
       where b.id = $1`,
      [ESCUNA, 'A foto do casco está ilegível.'],
    ),
    withRows(
      `with clock as (select set_config('mare.now', '2026-11-20T16:45:00-03:00', true) as at)
       update public.boats b set refusal_reason = $2 from clock where b.id = $1`,
      [ESCUNA, 'Cartão de lotação vencido: envie a foto do cartão atual.'],
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = within(
      await canvas.findByRole('region', { name: 'Histórico da verificação' }, { timeout: 10_000 }),
    );
    const notes = history.getAllByRole('listitem');
    await expect(notes).toHaveLength(2);
    await expect(notes[0]).toHaveTextContent(
      'Recusado em 20/11/2026, 16h45Cartão de lotação vencido: envie a foto do cartão atual.',
    );
    await expect(notes[1]).toHaveTextContent(
      'Recusado em 18/11/2026, 09h00A foto do casco está ilegível.',
    );
  },
};

export const Archive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Arquivar Lancha Sancho' }, { timeout: 10_000 }),
    );
    await expect(await findToast(canvasElement, 'Lancha Sancho foi arquivado.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Reativar Lancha Sancho' }));
    await expect(
      await findToast(canvasElement, 'Lancha Sancho voltou para a frota.'),
    ).toBeVisible();
  },
};

/** A new owner registers a boat and lands in its seat map, seats laid up to the lotação. */
export const Register: Story = {
  parameters: asNewOwner(`${PATHS.boatOwnerBoats}/novo`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Cadastrar barco');
    await fillForm(canvasElement, {
      'Nome do barco': 'Lancha Dalva',
      Tipo: 'lancha',
      'Inscrição na Capitania dos Portos': '381-555111-0',
      Lotação: '10',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'toldo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar barco' }));
    await expect(
      await findToast(canvasElement, 'Barco cadastrado. A equipe Maré vai verificá-lo.'),
    ).toBeVisible();
    await arrive(canvasElement, 'Mapa de lugares: Lancha Dalva');
    await expect(await canvas.findByText('10 de 10')).toBeVisible();
  },
};

/** A save pressed while a photo is still uploading waits for it: the photo is never left out. */
export const RegisterWaitsForPhotos: Story = {
  parameters: {
    ...asNewOwner(`${PATHS.boatOwnerBoats}/novo`),
    msw: { handlers: pendingRequest('post', '/storage/v1/object/*') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Cadastrar barco');
    await fillForm(canvasElement, {
      'Nome do barco': 'Lancha Dalva',
      Tipo: 'lancha',
      'Inscrição na Capitania dos Portos': '381-555111-0',
      Lotação: '10',
    });
    await userEvent.upload(
      canvas.getByLabelText('Adicionar fotos', { selector: 'input' }),
      imageFile('Lancha.png', 'boat'),
    );
    const save = await canvas.findByRole('button', { name: 'Aguarde o envio das fotos...' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastrar barco' })).toBeVisible();
    await expect(canvas.getByText('Enviando fotos...')).toBeVisible();
    await expectValues(canvasElement, { 'Nome do barco': 'Lancha Dalva', Lotação: '10' });
  },
};

export const RegisterFieldErrors: Story = {
  parameters: asNewOwner(`${PATHS.boatOwnerBoats}/novo`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Cadastrar barco');
    await fillForm(canvasElement, { 'Nome do barco': 'Lancha Dalva', Lotação: '900' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar barco' }));
    const kind = canvas.getByLabelText('Tipo');
    await waitFor(() => expect(kind).toHaveFocus());
    await expect(
      canvas.getByLabelText('Lotação', { selector: 'input' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Informe a lotação do cartão de lotação: de 1 a 500 pessoas.'),
    );
    await expectValues(canvasElement, { 'Nome do barco': 'Lancha Dalva', Lotação: '900' });
  },
};

export const RegisterFails: Story = {
  parameters: {
    ...asNewOwner(`${PATHS.boatOwnerBoats}/novo`),
    msw: { handlers: { scenario: [outage(503, 'insertBoats')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Cadastrar barco');
    await fillForm(canvasElement, {
      'Nome do barco': 'Lancha Dalva',
      Tipo: 'lancha',
      'Inscrição na Capitania dos Portos': '381-555111-0',
      Lotação: '10',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar barco' }));
    await expect(await findFormAlert(canvasElement, 'O servidor falhou.')).toBeVisible();
    await expectValues(canvasElement, { 'Nome do barco': 'Lancha Dalva', Lotação: '10' });
  },
};

/** The database refuses a lotação below the seats laid out; the owner reads why in pt-BR. */
export const CapacityBelowSeats: Story = {
  parameters: asOwner(`${PATHS.boatOwnerBoats}/${ESCUNA}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Editar Escuna Maré Alta');
    await fillForm(canvasElement, { Lotação: '10' });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar barco' }));
    await expect(
      await findFormAlert(
        canvasElement,
        'O barco não pode levar mais passageiros do que a lotação do cartão de lotação.',
      ),
    ).toBeVisible();
    await expectValues(canvasElement, { Lotação: '10' });
  },
};
