import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_MESSAGES } from '@mare/domain';
import { MOCK_SUPABASE_URL, outage, type OperationId } from '@mare/mocks';
import { worker } from '@mare/mocks/browser';
import { PATHS } from '../routes.ts';
import { seedFiles, STORY_USER_ID } from '../storage/story-support.ts';
import { fakeClipboard, findCard } from '../features/uploads/story-support.ts';
import {
  backendLoader,
  expectValues,
  fillForm,
  findPageHeading,
  type StoryAccount,
  withApp,
} from '../storybook/index.ts';
import { AppRoutes } from './AppRoutes.tsx';

/**
 * The fault matrix: every data operation a screen performs × every way it can fail — the 4xx each
 * service answers, 500, 502, 503, 504, the network down, a request that never answers. For each,
 * the screen shows a pt-BR message (or, while pending, a busy control: never a blank) and keeps
 * what the person typed. One story per operation renders its screen once and meets every failure
 * in turn, so the whole matrix costs a few seconds.
 */
type Service = 'auth' | 'rest' | 'storage';
type Fault = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503 | 504 | 'network';

/** The 4xx each service really answers (wire contract), in its own error shape. */
const CLIENT_ERRORS: Record<Service, Partial<Record<Fault, () => Response>>> = {
  auth: {
    400: () => authError(400, 'validation_failed', 'Unable to validate email address'),
    401: () => authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature'),
    403: () => authError(403, 'user_banned', 'User is banned'),
    422: () => authError(422, 'signup_disabled', 'Signups not allowed for this instance'),
    429: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  },
  rest: {
    401: () => pgError(401, 'PGRST301', 'JWT expired'),
    403: () => pgError(403, '42501', 'permission denied for table'),
    404: () => pgError(404, 'PGRST205', 'Could not find the table in the schema cache'),
    409: () => pgError(409, '23505', 'duplicate key value violates unique constraint'),
  },
  storage: {
    400: () => storageError(400, 'InvalidJWT', 'jwt expired'),
    403: () => storageError(403, 'AccessDenied', 'new row violates row-level security policy'),
    404: () => storageError(404, 'NoSuchKey', 'Object not found'),
    409: () => storageError(409, 'KeyAlreadyExists', 'The resource already exists'),
    413: () => storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size'),
  },
};

function authError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code, message },
    { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
  );
}
const pgError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });
const storageError = (statusCode: number, code: string, message: string) =>
  HttpResponse.json(
    { statusCode: String(statusCode), code, error: code, message },
    { status: 400 },
  );

const SERVER_FAULTS = [500, 502, 503, 504, 'network'] as const;

interface Operation {
  id: OperationId;
  service: Service;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
}

const op = (id: OperationId, service: Service, method: Operation['method'], path: string) => ({
  id,
  service,
  method,
  path,
});

/** Every fault of an operation, 4xx first. */
const faultsOf = (operation: Operation): Fault[] => [
  ...(Object.keys(CLIENT_ERRORS[operation.service]).map(Number) as Fault[]),
  ...SERVER_FAULTS,
];

function failing(operation: Operation, fault: Fault | 'pending'): HttpHandler {
  if (fault === 'pending' || fault === 'network' || fault >= 500)
    return outage(fault as 500, operation.id);
  const answer = CLIENT_ERRORS[operation.service][fault];
  if (!answer) throw new Error(`No ${fault} for ${operation.id}`);
  return http[operation.method](`${MOCK_SUPABASE_URL}${operation.path}`, answer);
}

/** Drops the previous fault (runtime handlers only) and makes the operation fail this way. */
function failWith(operation: Operation, fault: Fault | 'pending') {
  worker.resetHandlers();
  worker.use(failing(operation, fault));
}

/** Counts the requests of one operation, to know the screen's answer is the latest attempt's. */
function countRequests(operation: Operation) {
  const counter = { sent: 0, stop: () => {} };
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === operation.method.toUpperCase() && url.pathname === operation.path)
      counter.sent += 1;
  };
  worker.events.on('request:start', onStart);
  counter.stop = () => worker.events.removeListener('request:start', onStart);
  return counter;
}

/** Words of the services' English messages: none may reach the person. */
const ENGLISH = /\b(the|error|failed|invalid|request|unable|denied|expired|not found|upstream)\b/i;

async function expectPtBr(element: HTMLElement, expected: RegExp | readonly string[]) {
  const text = element.textContent?.trim() ?? '';
  await expect(text).not.toMatch(ENGLISH);
  if (expected instanceof RegExp) await expect(text).toMatch(expected);
  else await expect(expected).toContain(text);
}

interface MutationCase {
  operation: Operation;
  route: string;
  signedInAs?: StoryAccount;
  heading: string;
  values: Record<string, string>;
  submit: string;
  /** Where the answer shows, once the request has been answered. */
  message: (canvasElement: HTMLElement) => Promise<HTMLElement>;
  expected: RegExp | readonly string[];
}

const formAlert = async (canvasElement: HTMLElement) => {
  const alert = await within(canvasElement).findByText(
    (_, element) => element?.tagName === 'P' && element.closest('[aria-live]') !== null,
    { selector: 'form p' },
  );
  return alert;
};

/** A form submitted against each fault in turn, then against a request that never answers. */
function mutationStory(spec: MutationCase): Story {
  return {
    parameters: { route: spec.route, signedInAs: spec.signedInAs },
    play: async ({ canvasElement, step }) => {
      const canvas = within(canvasElement);
      await findPageHeading(canvasElement, spec.heading);
      await fillForm(canvasElement, spec.values);
      const requests = countRequests(spec.operation);
      try {
        for (const fault of faultsOf(spec.operation)) {
          await step(`${spec.operation.id} × ${fault}`, async () => {
            failWith(spec.operation, fault);
            const before = requests.sent;
            await userEvent.click(canvas.getByRole('button', { name: spec.submit }));
            await waitFor(() => expect(requests.sent).toBeGreaterThan(before), { timeout: 5_000 });
            await waitFor(
              () =>
                expect(canvas.getByRole('button', { name: spec.submit })).not.toHaveAttribute(
                  'aria-busy',
                  'true',
                ),
              { timeout: 5_000 },
            );
            await expectPtBr(await spec.message(canvasElement), spec.expected);
            await expectValues(canvasElement, spec.values);
          });
        }
        await step(`${spec.operation.id} × pending`, async () => {
          failWith(spec.operation, 'pending');
          await userEvent.click(canvas.getByRole('button', { name: spec.submit }));
          await waitFor(() =>
            expect(
              canvas.getAllByRole('button').some((b) => b.getAttribute('aria-busy') === 'true'),
            ).toBe(true),
          );
          await expectValues(canvasElement, spec.values);
        });
      } finally {
        requests.stop();
        worker.resetHandlers();
      }
    },
  };
}

interface QueryCase {
  operation: Operation;
  route: string;
  signedInAs: StoryAccount;
  expected: RegExp;
  /** The panel the operation fills, when other panels of the screen read the same table. */
  region?: string;
}

/** A read that fails in every way: each shows its pt-BR alert with a retry that asks again. */
function queryStory(spec: QueryCase): Story {
  const [first = 500, ...rest] = faultsOf(spec.operation);
  return {
    parameters: {
      route: spec.route,
      signedInAs: spec.signedInAs,
      msw: { handlers: { scenario: [failing(spec.operation, first)] } },
    },
    play: async ({ canvasElement, step }) => {
      const page = within(canvasElement);
      const canvas = spec.region
        ? within(await page.findByRole('region', { name: spec.region }, { timeout: 10_000 }))
        : page;
      const alert = () => canvas.findByRole('alert', {}, { timeout: 10_000 });
      await step(`${spec.operation.id} × ${first}`, async () => {
        await expectPtBr(await alert(), spec.expected);
      });
      const requests = countRequests(spec.operation);
      try {
        for (const fault of rest) {
          await step(`${spec.operation.id} × ${fault}`, async () => {
            failWith(spec.operation, fault);
            const before = requests.sent;
            await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
            await waitFor(() => expect(requests.sent).toBeGreaterThan(before), { timeout: 5_000 });
            // The button comes back once the new answer has failed.
            await canvas.findByRole('button', { name: 'Tentar novamente' }, { timeout: 15_000 });
            await expectPtBr(await alert(), spec.expected);
          });
        }
        await step(`${spec.operation.id} × pending`, async () => {
          failWith(spec.operation, 'pending');
          await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
          // Asked again with no data yet, the page shows its loading status (announced).
          await waitFor(() =>
            expect(
              canvas
                .getAllByRole('status')
                .some((status) => /Carregando|Tentando|Verificando/.test(status.textContent ?? '')),
            ).toBe(true),
          );
        });
      } finally {
        requests.stop();
        worker.resetHandlers();
      }
    },
  };
}

interface FileActionCase {
  operation: Operation;
  /** Starts the action on the seeded file's card (again, after a failure). */
  act: (card: HTMLElement) => Promise<void>;
  expected: RegExp;
  /** What the person typed for the action, which every failure must keep. */
  values?: Record<string, string>;
}

const FILE = 'praia-do-forno.png';
const anyBusy = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body)
    .queryAllByRole('button')
    .some((button) => button.getAttribute('aria-busy') === 'true');

/** An action on a file card against each fault: its pt-BR notice beside the file, input kept. */
function fileActionStory(spec: FileActionCase): Story {
  return {
    parameters: { route: PATHS.fileUpload, signedInAs: 'visitor' },
    beforeEach: () => fakeClipboard(),
    play: async ({ canvasElement, step }) => {
      const card = await findCard(canvasElement, FILE);
      const requests = countRequests(spec.operation);
      try {
        for (const fault of faultsOf(spec.operation)) {
          await step(`${spec.operation.id} × ${fault}`, async () => {
            failWith(spec.operation, fault);
            const before = requests.sent;
            await spec.act(card);
            await waitFor(() => expect(requests.sent).toBeGreaterThan(before), { timeout: 5_000 });
            await waitFor(() => expect(anyBusy(canvasElement)).toBe(false), { timeout: 15_000 });
            const notice = await within(card).findByText(spec.expected, { selector: 'p' });
            await expectPtBr(notice, spec.expected);
            if (spec.values) await expectValues(card, spec.values);
          });
        }
        await step(`${spec.operation.id} × pending`, async () => {
          failWith(spec.operation, 'pending');
          await spec.act(card);
          await waitFor(() => expect(anyBusy(canvasElement)).toBe(true));
          if (spec.values) await expectValues(card, spec.values);
        });
      } finally {
        requests.stop();
        worker.resetHandlers();
      }
    },
  };
}

const meta = {
  title: 'Fluxos/Matriz de falhas',
  component: AppRoutes,
  loaders: [backendLoader, seedFiles],
  decorators: [withApp],
  parameters: { chromatic: { disableSnapshot: true } },
  // Flows through every failure: their frames depend on timers, so no screenshots.
  tags: ['!autodocs', 'no-visual'],
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const AUTH_TEXTS = Object.values(AUTH_MESSAGES);

export const SelectProfiles = queryStory({
  operation: op('selectProfiles', 'rest', 'get', '/rest/v1/profiles'),
  route: PATHS.boatOwners,
  signedInAs: 'boatOwner',
  expected: /^Erro ao carregar perfil\. Verifique sua conexão e tente novamente\.Tentar novamente$/,
});

export const UpdateProfiles = mutationStory({
  operation: op('updateProfiles', 'rest', 'patch', '/rest/v1/profiles'),
  route: PATHS.boatOwners,
  signedInAs: 'boatOwner',
  heading: 'Painel do dono de barco',
  values: { Cidade: 'Búzios', 'Telefone ou WhatsApp': '(22) 99876-5432' },
  submit: 'Salvar perfil',
  message: formAlert,
  expected: [AUTH_MESSAGES.profileUpdateError],
});

export const SelectServiceProviders = queryStory({
  operation: op('selectServiceProviders', 'rest', 'get', '/rest/v1/service_providers'),
  route: PATHS.providerDashboard,
  signedInAs: 'provider',
  expected:
    /^Erro ao carregar os dados do seu negócio\. Verifique sua conexão e tente novamente\.Tentar novamente$/,
  // Sua página pública reads service_providers too, and fails beside it with its own retry.
  region: 'Seu negócio',
});

export const UpdateServiceProviders = mutationStory({
  operation: op('updateServiceProviders', 'rest', 'patch', '/rest/v1/service_providers'),
  route: PATHS.providerDashboard,
  signedInAs: 'provider',
  heading: 'Painel do parceiro',
  values: { 'Nome do negócio': 'Gabi Passeios', WhatsApp: '(73) 98888-1234' },
  submit: 'Salvar dados do negócio',
  message: formAlert,
  expected: [AUTH_MESSAGES.profileUpdateError],
});

export const ListObjects = queryStory({
  operation: op('listObjects', 'storage', 'post', '/storage/v1/object/list/uploads'),
  route: PATHS.fileUpload,
  signedInAs: 'visitor',
  expected: /^Não foi possível carregar seus arquivos\. .+\.Tentar novamente$/,
});

export const SignIn = mutationStory({
  operation: op('authToken', 'auth', 'post', '/auth/v1/token'),
  route: PATHS.signIn,
  heading: 'Entrar',
  values: { Email: 'visitante@mare.example', Senha: 'Mare@2026' },
  submit: 'Entrar',
  message: formAlert,
  expected: AUTH_TEXTS,
});

export const SignUp = mutationStory({
  operation: op('authSignUp', 'auth', 'post', '/auth/v1/signup'),
  route: PATHS.signUp,
  heading: 'Criar conta',
  values: { Nome: 'Rita Maré', Cidade: 'Paraty', Email: 'rita@mare.example', Senha: 'veleiro-42' },
  submit: 'Criar conta',
  message: formAlert,
  expected: AUTH_TEXTS,
});

export const PasswordRecovery = mutationStory({
  operation: op('authRecover', 'auth', 'post', '/auth/v1/recover'),
  route: PATHS.forgotPassword,
  heading: 'Esqueci minha senha',
  values: { Email: 'visitante@mare.example' },
  submit: 'Enviar link',
  message: formAlert,
  expected: AUTH_TEXTS,
});

/** The admin guard's role read: a failure offers a retry, never "Acesso Negado". */
export const AdminRoleCheck = queryStory({
  operation: op('rpcGetUserRole', 'rest', 'post', '/rest/v1/rpc/get_user_role'),
  route: PATHS.admin,
  signedInAs: 'admin',
  expected:
    /^Verifique sua conexão e tente novamente\. Nada foi alterado na sua conta\.Tentar novamente$/,
});

const NEW_NAME = { 'Novo nome': 'praia-do-forno-2026.png' };

export const RenameObject = fileActionStory({
  operation: op('moveObject', 'storage', 'post', '/storage/v1/object/move'),
  act: async (card) => {
    if (!within(card).queryByLabelText('Novo nome', { selector: 'input' })) {
      await userEvent.click(within(card).getByRole('button', { name: `Renomear ${FILE}` }));
      await fillForm(card, NEW_NAME);
    }
    await userEvent.click(within(card).getByRole('button', { name: 'Salvar nome' }));
  },
  expected: /^Não foi possível renomear “praia-do-forno\.png”\. .+$/,
  values: NEW_NAME,
});

export const RemoveObject = fileActionStory({
  operation: op('removeObjects', 'storage', 'delete', '/storage/v1/object/uploads'),
  act: async (card) => {
    await userEvent.click(within(card).getByRole('button', { name: `Excluir ${FILE}` }));
    const dialog = await within(card.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir imagem' }));
  },
  expected: /^Não foi possível excluir “praia-do-forno\.png”\. .+$/,
});

export const SignObject = fileActionStory({
  operation: op(
    'signObject',
    'storage',
    'post',
    `/storage/v1/object/sign/uploads/${STORY_USER_ID}/${FILE}`,
  ),
  act: async (card) => {
    await userEvent.click(within(card).getByRole('button', { name: `Copiar link de ${FILE}` }));
  },
  expected: /^Não foi possível gerar o link de “praia-do-forno\.png”\. .+$/,
});
