import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage, scenarios } from '@mare/mocks';
import { AppRoutes } from '../../app/AppRoutes.tsx';
import { backendLoader, fillForm, findToast, withApp } from '../../storybook/index.ts';
import FileUploadScreen from './FileUploadScreen.tsx';
import { imageFile, seedFiles, STORY_USER_ID } from '../../storage/story-support.ts';
import {
  clearStorageRequests,
  clipboard,
  fakeClipboard,
  findCard,
  FIXED_SIGNED_URL,
  fixedSignedUrl,
  objectOutage,
  recordStorage,
  storageRequests,
} from './story-support.ts';

/** What a person can do with each file of their folder, on the three seeded images. */
const meta = {
  title: 'Telas/Upload/FileActions',
  component: FileUploadScreen,
  render: () => <AppRoutes />,
  loaders: [backendLoader, seedFiles],
  decorators: [withApp],
  beforeEach: clearStorageRequests,
  parameters: {
    route: '/file-upload',
    signedInAs: 'visitor',
    msw: { handlers: { record: [recordStorage] } },
  },
} satisfies Meta<typeof FileUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILE = 'praia-do-forno.png';
const UNAVAILABLE =
  'O serviço de arquivos está indisponível no momento. Tente novamente em instantes.';
const SERVER_ERROR = 'Erro no servidor de arquivos. Tente novamente em instantes.';
const OFFLINE = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';

/** The seeded beach card, once the folder is listed. */
const beachCard = (canvasElement: HTMLElement) => findCard(canvasElement, FILE);

/** The message shows as a toast and stays beside the file it is about. */
async function expectNotice(canvasElement: HTMLElement, card: HTMLElement, text: string) {
  await expect(await findToast(canvasElement, text)).toBeVisible();
  await expect(await within(card).findByText(text, { selector: 'p' })).toBeVisible();
}

async function openRename(canvasElement: HTMLElement) {
  const card = await beachCard(canvasElement);
  await userEvent.click(within(card).getByRole('button', { name: `Renomear ${FILE}` }));
  const field = within(card).getByLabelText('Novo nome', { selector: 'input' });
  await waitFor(() => expect(field).toHaveFocus());
  return { card, field };
}

async function rename(canvasElement: HTMLElement, name: string) {
  const opened = await openRename(canvasElement);
  await fillForm(opened.card, { 'Novo nome': name });
  await userEvent.click(within(opened.card).getByRole('button', { name: 'Salvar nome' }));
  return opened;
}

const movesSent = () => storageRequests.filter((line) => line.endsWith('/object/move'));

export const RenameSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const { card } = await rename(canvasElement, 'praia-do-forno-2026.png');
    await expectNotice(canvasElement, card, 'Arquivo renomeado para “praia-do-forno-2026.png”.');
    await expect(await findCard(canvasElement, 'praia-do-forno-2026.png')).toBeVisible();
    await expect(within(canvasElement).queryByRole('article', { name: FILE })).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Renomear praia-do-forno-2026.png' }),
    ).toHaveFocus();
  },
};

export const RenameInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { field } = await rename(canvasElement, 'praia do forno.gif');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Use apenas letras sem acento, números, ponto, hífen e sublinhado, sem espaços; comece com letra ou número.',
      ),
    );
    await expect(field).toHaveFocus();
    await expect(movesSent()).toEqual([]);
  },
};

export const RenameConflict: Story = {
  play: async ({ canvasElement }) => {
    const { card, field } = await rename(canvasElement, 'passeio-de-escuna.png');
    const message = `Não foi possível renomear “${FILE}”. Já existe um arquivo com esse nome.`;
    await expect(await findToast(canvasElement, message)).toBeVisible();
    await expect(within(card).getByText(message, { selector: 'p' })).toBeVisible();
    await expect(field).toHaveValue('passeio-de-escuna.png');
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

export const RenameFails: Story = {
  tags: ['data-variant'],
  parameters: { msw: { handlers: { scenario: [outage(503, 'moveObject')] } } },
  play: async ({ canvasElement }) => {
    const { card, field } = await rename(canvasElement, 'praia-do-forno-2026.png');
    const message = `Não foi possível renomear “${FILE}”. ${UNAVAILABLE}`;
    await expect(await findToast(canvasElement, message)).toBeVisible();
    await expect(within(card).getByText(message, { selector: 'p' })).toBeVisible();
    await expect(field).toHaveValue('praia-do-forno-2026.png');
  },
};

/** The JWT expired while the folder was open: the storage server refuses the move. */
export const RenameSessionExpired: Story = {
  tags: ['data-variant'],
  parameters: { msw: { handlers: { scenario: scenarios.storageSessionExpiredOnMove } } },
  play: async ({ canvasElement }) => {
    const { card, field } = await rename(canvasElement, 'praia-do-forno-2026.png');
    const message = `Não foi possível renomear “${FILE}”. Sua sessão expirou. Entre novamente para continuar.`;
    await expectNotice(canvasElement, card, message);
    // The typed name stays, ready to be saved again once the person is back in.
    await expect(field).toHaveValue('praia-do-forno-2026.png');
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
    await expect(movesSent()).toHaveLength(1);
  },
};

export const DuplicateSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const card = await beachCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: `Duplicar ${FILE}` }));
    await expectNotice(canvasElement, card, 'Cópia criada: “praia-do-forno-copia.png”.');
    await expect(await findCard(canvasElement, 'praia-do-forno-copia.png')).toBeVisible();
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};

export const DuplicateFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'copyObject')] } } },
  play: async ({ canvasElement }) => {
    const card = await beachCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: `Duplicar ${FILE}` }));
    await expectNotice(canvasElement, card, `Não foi possível duplicar “${FILE}”. ${SERVER_ERROR}`);
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
    // The button kept the focus through the wait, so the person can simply try again.
    await expect(within(card).getByRole('button', { name: `Duplicar ${FILE}` })).toHaveFocus();
  },
};

async function replaceWith(canvasElement: HTMLElement, file: File) {
  const card = await beachCard(canvasElement);
  const input = within(card).getByLabelText(`Substituir ${FILE}`, { selector: 'input' });
  await userEvent.setup({ applyAccept: false }).upload(input, file);
  return card;
}

export const ReplaceSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const card = await replaceWith(canvasElement, imageFile('nova-praia.png', 'sunset'));
    await expectNotice(canvasElement, card, `“${FILE}” foi substituído.`);
    await expect(storageRequests).toContain(
      `PUT /storage/v1/object/uploads/${STORY_USER_ID}/${FILE}`,
    );
    await waitFor(() =>
      expect(
        within(card).getByLabelText(`Substituir ${FILE}`, { selector: 'input' }),
      ).toHaveFocus(),
    );
    // The preview follows the new bytes (its URL carries the new modification time).
    await waitFor(() => expect(within(card).getByText('2 KB')).toBeVisible());
  },
};

export const ReplaceRefusedType: Story = {
  play: async ({ canvasElement }) => {
    const card = await replaceWith(canvasElement, imageFile('foto.jpg', 'beach', 'image/jpeg'));
    await expectNotice(
      canvasElement,
      card,
      '“foto.jpg” foi recusado: a substituição precisa ser uma imagem PNG, do mesmo tipo do arquivo atual.',
    );
    await expect(storageRequests.filter((line) => line.startsWith('PUT'))).toEqual([]);
  },
};

export const ReplaceFails: Story = {
  parameters: { msw: { handlers: { scenario: [objectOutage('network', 'updateObject')] } } },
  play: async ({ canvasElement }) => {
    const card = await replaceWith(canvasElement, imageFile('nova-praia.png', 'sunset'));
    await expectNotice(canvasElement, card, `Não foi possível substituir “${FILE}”. ${OFFLINE}`);
    // The chosen file is kept for another try, and the focus waits on that button.
    const retry = within(card).getByRole('button', { name: `Tentar substituir de novo ${FILE}` });
    await expect(retry).toBeEnabled();
    await waitFor(() => expect(retry).toHaveFocus());
  },
};

async function openRemove(canvasElement: HTMLElement) {
  const card = await beachCard(canvasElement);
  const trigger = within(card).getByRole('button', { name: `Excluir ${FILE}` });
  await userEvent.click(trigger);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: `Excluir “${FILE}”?`,
  });
  return { card, trigger, dialog };
}

export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openRemove(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'A imagem será apagada da sua pasta e os links dela deixarão de funcionar. Esta ação não pode ser desfeita.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Excluir imagem' })).toBeEnabled();
  },
};

export const RemoveCancelled: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, trigger } = await openRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
    await expect(storageRequests.filter((line) => line.startsWith('DELETE'))).toEqual([]);
  },
};

export const RemoveConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir imagem' }));
    await expect(await findToast(canvasElement, `“${FILE}” foi excluído.`)).toBeVisible();
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.queryByRole('article', { name: FILE })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Suas imagens' })).toHaveFocus();
  },
};

export const RemoveFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(500, 'removeObjects')] } } },
  play: async ({ canvasElement }) => {
    const { card, dialog } = await openRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir imagem' }));
    await expectNotice(canvasElement, card, `Não foi possível excluir “${FILE}”. ${SERVER_ERROR}`);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

const copyLink = async (canvasElement: HTMLElement) => {
  const card = await beachCard(canvasElement);
  await userEvent.click(within(card).getByRole('button', { name: `Copiar link de ${FILE}` }));
  return card;
};

export const CopyLinkSucceeds: Story = {
  beforeEach: () => fakeClipboard(),
  play: async ({ canvasElement }) => {
    const card = await copyLink(canvasElement);
    await expectNotice(canvasElement, card, 'Link assinado copiado! Ele vale por 1 hora.');
    const [link] = clipboard.written;
    await expect(link).toMatch(
      new RegExp(`/storage/v1/object/sign/uploads/${STORY_USER_ID}/${FILE}\\?token=[\\w.-]+$`),
    );
  },
};

export const CopyLinkByHand: Story = {
  beforeEach: () => fakeClipboard(true),
  parameters: { msw: { handlers: { scenario: [fixedSignedUrl] } } },
  play: async ({ canvasElement }) => {
    const card = await copyLink(canvasElement);
    await expectNotice(
      canvasElement,
      card,
      'Não foi possível copiar automaticamente. Copie o link no campo abaixo.',
    );
    const field = within(card).getByLabelText('Link assinado (vale por 1 hora)', {
      selector: 'input',
    });
    await expect(field).toHaveValue(FIXED_SIGNED_URL);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const CopyLinkFails: Story = {
  beforeEach: () => fakeClipboard(),
  parameters: { msw: { handlers: { scenario: [outage(500, 'signObject')] } } },
  play: async ({ canvasElement }) => {
    const card = await copyLink(canvasElement);
    await expectNotice(
      canvasElement,
      card,
      `Não foi possível gerar o link de “${FILE}”. ${SERVER_ERROR}`,
    );
    await expect(clipboard.written).toEqual([]);
  },
};
