import { delay, getResponse, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SUPABASE_URL, outage, type OperationId, type OutageKind } from '@mare/mocks';
import { STORY_USER_ID } from '../../storage/story-support.ts';

/** Uploads and replacements of the uploads bucket: POST (create) and PUT (update). */
const OBJECT_URL = `${MOCK_SUPABASE_URL}/storage/v1/object/uploads/*`;

/** The storage requests a story's screen sent ("POST /storage/v1/object/uploads/<key>"). */
export const storageRequests: string[] = [];

/** Writes down every storage request, then lets the mock backend answer it. */
export const recordStorage = http.all(`${MOCK_SUPABASE_URL}/storage/v1/*`, ({ request }) => {
  storageRequests.push(`${request.method} ${decodeURIComponent(new URL(request.url).pathname)}`);
});

/** For a story's beforeEach: each story counts only its own requests. */
export function clearStorageRequests() {
  storageRequests.length = 0;
}

export const uploadRequests = () =>
  storageRequests.filter((line) => line.startsWith('POST /storage/v1/object/uploads/'));

/**
 * `outage(kind, operation)` for the object routes only. The mocks' own outage for `uploadObject`
 * (`POST /object/{bucket}/{key}`) also catches `POST /object/list/...` and `/object/sign/...`,
 * which would break the listing too; this one answers only under `/object/uploads/`.
 */
export function objectOutage(kind: OutageKind, operation: 'uploadObject' | 'updateObject') {
  const failure = [outage(kind, operation satisfies OperationId)];
  const method = operation === 'uploadObject' ? http.post : http.put;
  return method(OBJECT_URL, ({ request }) => getResponse(failure, request));
}

let failuresLeft = 0;

/** Uploads fail for the network (the fetch rejects) `times` times, then the backend answers. */
export const uploadFailsOnce = http.post(OBJECT_URL, () => {
  if (failuresLeft === 0) return undefined;
  failuresLeft -= 1;
  return HttpResponse.error();
});

export function armUploadFailure(times = 1) {
  failuresLeft = times;
}

/** The upload of a file whose stored name starts with `slug` never answers (in flight forever). */
export const uploadHangs = (slug: string) =>
  http.post(OBJECT_URL, async ({ request }) => {
    if (!new URL(request.url).pathname.includes(`/${STORY_USER_ID}/${slug}-`)) return undefined;
    await delay('infinite');
    return HttpResponse.error();
  });

/** A fixed signed link, so a story that shows the link looks the same on every run. */
export const FIXED_SIGNED_URL = `${MOCK_SUPABASE_URL}/storage/v1/object/sign/uploads/${STORY_USER_ID}/praia-do-forno.png?token=exemplo`;
export const fixedSignedUrl = http.post(
  `${MOCK_SUPABASE_URL}/storage/v1/object/sign/uploads/*`,
  () =>
    HttpResponse.json({
      signedURL: FIXED_SIGNED_URL.slice(`${MOCK_SUPABASE_URL}/storage/v1`.length),
    }),
);

/** What the fake clipboard received; `refuse` makes it throw like a browser without permission. */
export const clipboard = { written: [] as string[], refuse: false };

/** For a story's beforeEach: a fake clipboard (the test browser has no user to grant one). */
export function fakeClipboard(refuse = false) {
  clipboard.written = [];
  clipboard.refuse = refuse;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (clipboard.refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
        clipboard.written.push(text);
      },
    },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** Waits for the folder to be listed (the first seeded card or the empty message). */
export async function findCard(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  return canvas.findByRole('article', { name }, { timeout: 10_000 });
}

/** Chooses files with the labelled picker, as a person would (any type: "Todos os arquivos"). */
export async function chooseFiles(canvasElement: HTMLElement, files: File[]) {
  const input = await within(canvasElement).findByLabelText(
    'Escolher imagens',
    { selector: 'input' },
    { timeout: 10_000 },
  );
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

/** The queue's overall bar says how many files and bytes are stored. */
export async function expectQueueProgress(canvasElement: HTMLElement, text: string) {
  const bar = await within(canvasElement).findByRole('progressbar', {
    name: 'Progresso do envio',
  });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', text));
  return bar;
}
