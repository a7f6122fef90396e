import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage, scenarios } from '@mare/mocks';
import { findToast, appMeta } from '../../storybook/index.ts';
import FileUploadScreen from './FileUploadScreen.tsx';
import { imageFile, seedFiles, STORY_USER_ID } from '../../storage/story-support.ts';
import {
  armUploadFailure,
  chooseFiles,
  clearStorageRequests,
  expectQueueProgress,
  findCard,
  objectOutage,
  recordStorage,
  storageRequests,
  uploadFailsOnce,
  uploadHangs,
  uploadRequests,
} from './story-support.ts';

const meta = {
  title: 'Telas/Upload/FileUpload',
  component: FileUploadScreen,
  ...appMeta,
  beforeEach: clearStorageRequests,
  parameters: {
    route: '/file-upload',
    signedInAs: 'visitor',
    msw: { handlers: { record: [recordStorage] } },
  },
} satisfies Meta<typeof FileUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMPTY =
  'Você ainda não enviou nenhuma imagem. Escolha ou arraste imagens acima para começar.';

/** The 2,1 KB beach scene every upload story picks. */
const PRAIA = () => imageFile('Praia do Forno.png');

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: 'Envio de imagens' },
    { timeout: 10_000 },
  );

export const ListLoading: Story = {
  parameters: { msw: { handlers: { scenario: [outage('pending', 'listObjects')] } } },
  play: async ({ canvasElement }) => {
    const h1 = await heading(canvasElement);
    await waitFor(() => expect(h1).toHaveFocus());
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Carregando seus arquivos...');
  },
};

export const EmptyList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const h1 = await heading(canvasElement);
    await waitFor(() => expect(h1).toHaveFocus());
    await expect(await canvas.findByText(EMPTY, {}, { timeout: 10_000 })).toBeVisible();
    const input = canvas.getByLabelText('Escolher imagens', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('JPEG, PNG ou WebP, até 5 MB cada.');
    await expect(input).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
    );
  },
};

export const ListWithFiles: Story = {
  loaders: [seedFiles],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await findCard(canvasElement, 'praia-do-forno.png');
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual([
      'praia-do-forno.png',
      'passeio-de-escuna.png',
      'por-do-sol-arraial.png',
    ]);
    await expect(within(card).getByText('2,1 KB')).toBeVisible();
    await expect(within(card).getByText('20/11/2026')).toBeVisible();
    const preview = within(card).getByRole('img', { name: 'Prévia de praia-do-forno.png' });
    const url = new URL(preview.getAttribute('src') ?? '');
    await expect(url.pathname).toBe(
      `/storage/v1/render/image/public/uploads/${STORY_USER_ID}/praia-do-forno.png`,
    );
    await expect(Object.fromEntries(url.searchParams)).toMatchObject({
      width: '320',
      height: '240',
      resize: 'cover',
      format: 'origin',
      quality: '75',
    });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(160));
  },
};

const listError = (scenario: HttpHandler[], reason: string): Story => ({
  parameters: { msw: { handlers: { scenario } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(`Não foi possível carregar seus arquivos. ${reason}`);
    await expect(
      within(alert).getByRole('button', { name: 'Tentar novamente' }),
    ).not.toHaveAttribute('aria-disabled', 'true');
  },
});

export const ListServerError = listError(
  [outage(500, 'listObjects')],
  'Erro no servidor de arquivos. Tente novamente em instantes.',
);
export const ListUnavailable = {
  ...listError(
    [outage(503, 'listObjects')],
    'O serviço de arquivos está indisponível no momento. Tente novamente em instantes.',
  ),
  tags: ['data-variant'],
};
export const ListOffline = {
  ...listError(
    [outage('network', 'listObjects')],
    'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  ),
  tags: ['data-variant'],
};
/** The storage server refuses an expired JWT (HTTP 400, InvalidJWT): the person must sign in. */
export const ListSessionExpired = {
  ...listError(
    scenarios.storageSessionExpired,
    'Sua sessão expirou. Entre novamente para continuar.',
  ),
  tags: ['data-variant'],
};

export const RefusedFileType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(EMPTY, {}, { timeout: 10_000 });
    await chooseFiles(canvasElement, [
      new File(['%PDF-1.7'], 'roteiro.pdf', { type: 'application/pdf' }),
      imageFile('animacao.gif', 'beach', 'image/gif'),
    ]);
    await expect(
      await canvas.findByText(
        '“roteiro.pdf” foi recusado: tipo de arquivo não aceito. Envie imagens JPEG, PNG ou WebP.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        '“animacao.gif” foi recusado: tipo de arquivo não aceito. Envie imagens JPEG, PNG ou WebP.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Fila de envio' })).toBeNull();
    await expect(uploadRequests()).toEqual([]);
  },
};

export const RefusedFileSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(EMPTY, {}, { timeout: 10_000 });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'drone-4k.jpg', {
      type: 'image/jpeg',
    });
    await chooseFiles(canvasElement, [huge]);
    await expect(
      await canvas.findByText('“drone-4k.jpg” foi recusado: tem 5,1 MB, acima do limite de 5 MB.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Fila de envio' })).toBeNull();
    await expect(uploadRequests()).toEqual([]);
  },
};

export const UploadInProgress: Story = {
  // Its last frame depends on real-time timers (a toast, a progress step): no screenshot.
  tags: ['no-visual'],
  parameters: { msw: { handlers: { scenario: [uploadHangs('barco')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(EMPTY, {}, { timeout: 10_000 });
    await chooseFiles(canvasElement, [PRAIA(), imageFile('Barco.png', 'boat')]);
    await expectQueueProgress(canvasElement, '1 de 2 enviados (2,1 KB de 4,4 KB)');
    await expect(await canvas.findByText('Enviando arquivo 2 de 2: “Barco.png”')).toBeVisible();
    const inFlight = canvas.getByRole('progressbar', { name: 'Enviando “Barco.png”' });
    await expect(inFlight).not.toHaveAttribute('aria-valuenow');
    const queue = canvas.getByRole('region', { name: 'Fila de envio' });
    const [first, second] = within(queue).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Praia do Forno.png2,1 KBenviado');
    await expect(second).toHaveTextContent('Barco.png2,3 KBenviando');
  },
};

export const UploadSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(EMPTY, {}, { timeout: 10_000 });
    await chooseFiles(canvasElement, [PRAIA()]);
    const [request] = await waitFor(() => {
      const sent = uploadRequests();
      expect(sent).toHaveLength(1);
      return sent;
    });
    const stored = request?.split('/').pop() ?? '';
    await expect(stored).toMatch(/^praia-do-forno-[0-9a-z]{6}\.png$/);
    await expect(
      await findToast(canvasElement, `“Praia do Forno.png” foi enviado como “${stored}”.`),
    ).toBeVisible();
    await expectQueueProgress(canvasElement, '1 de 1 enviado (2,1 KB de 2,1 KB)');
    await expect(await findCard(canvasElement, stored)).toBeVisible();
    await expect(canvas.queryByText(EMPTY)).toBeNull();
  },
};

const uploadError = (scenario: HttpHandler[], reason: string): Story => ({
  parameters: { msw: { handlers: { scenario } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(EMPTY, {}, { timeout: 10_000 });
    await chooseFiles(canvasElement, [PRAIA()]);
    const message = `Não foi possível enviar “Praia do Forno.png”. ${reason}`;
    await expect(await findToast(canvasElement, message)).toBeVisible();
    await expect(canvas.getByText(message, { selector: 'p' })).toBeVisible();
    await expectQueueProgress(canvasElement, '0 de 1 enviado, 1 com erro (0 B de 2,1 KB)');
    // The chosen file stays, ready to be sent again.
    await expect(
      canvas.getByRole('button', { name: 'Tentar novamente Praia do Forno.png' }),
    ).toBeEnabled();
    await expect(canvas.getByText('erro')).toBeVisible();
    await expect(uploadRequests()).toHaveLength(1);
  },
});

export const UploadServerError = uploadError(
  [objectOutage(500, 'uploadObject')],
  'Erro no servidor de arquivos. Tente novamente em instantes.',
);
export const UploadUnavailable = {
  ...uploadError(
    [objectOutage(503, 'uploadObject')],
    'O serviço de arquivos está indisponível no momento. Tente novamente em instantes.',
  ),
  tags: ['data-variant'],
};
export const UploadOffline = {
  ...uploadError(
    [objectOutage('network', 'uploadObject')],
    'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  ),
  tags: ['data-variant'],
};
/** Row-level security refuses the write (HTTP 400, statusCode "403"). */
export const UploadPermissionDenied = {
  ...uploadError(
    scenarios.storagePermissionDenied,
    'Permissão negada: você só pode alterar arquivos da sua própria pasta.',
  ),
  tags: ['data-variant'],
};
/** The server's size limit is lower than the 5 MB checked before sending (statusCode "413"). */
export const UploadTooLargeOnServer = {
  ...uploadError(
    scenarios.storagePayloadTooLarge,
    'O arquivo passa do tamanho máximo aceito pelo servidor. Envie uma imagem menor.',
  ),
  tags: ['data-variant'],
};

export const UploadRetried: Story = {
  // Its last frame depends on real-time timers (a toast, a progress step): no screenshot.
  tags: ['no-visual'],
  beforeEach: () => armUploadFailure(1),
  parameters: { msw: { handlers: { scenario: [uploadFailsOnce] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(EMPTY, {}, { timeout: 10_000 });
    await chooseFiles(canvasElement, [PRAIA()]);
    const retry = await canvas.findByRole(
      'button',
      { name: 'Tentar novamente Praia do Forno.png' },
      { timeout: 10_000 },
    );
    await userEvent.click(retry);
    await expectQueueProgress(canvasElement, '1 de 1 enviado (2,1 KB de 2,1 KB)');
    await expect(canvas.queryByRole('button', { name: /Tentar novamente/ })).toBeNull();
    await expect(await canvas.findAllByRole('article')).toHaveLength(1);
    await expect(uploadRequests()).toHaveLength(2);
  },
};

export const SignedOut: Story = {
  parameters: { signedInAs: null },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Entrar' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(storageRequests).toEqual([]);
  },
};
