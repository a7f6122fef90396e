import type { Page } from '@playwright/test';
import { expect, heading, toast } from './fixtures.ts';

// Steps in the boat owner's area (/boat-owners) shared by the journeys.

type Check = () => Promise<void>;

// A 1×1 PNG: a real image the browser can decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

export const ownerArea = (page: Page) =>
  page.getByRole('navigation', { name: 'Painel do dono de barco' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** aaaa-mm-dd of a day `days` after today in São Paulo (the demo's dates follow today's). */
export const dayAfter = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Sao_Paulo',
  });

/** dd/mm/aaaa of an aaaa-mm-dd day, as the forms and the screens write it. */
export const brazilianDate = (day: string) => day.split('-').reverse().join('/');

/**
 * The form's first photo is in (a 'Foto adicionada.' toast alone may still be the last form's,
 * and a form saved before its upload ends has no photo). With the last form's toast still up,
 * two toasts say it: either will do, the photo's own button says which form has it.
 */
async function expectPhotoAdded(page: Page) {
  await expect(toast(page, 'Foto adicionada.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover foto 1', exact: true })).toBeVisible();
}

export interface NewBoat {
  name: string;
  kind: string;
  registration: string;
  capacity: number;
}

/**
 * Barcos → Cadastrar barco: a boat with awning and a photo. Saved, it opens its seat map.
 * `checkA11y` runs on the list and on the filled form.
 */
export async function registerBoat(page: Page, boat: NewBoat, checkA11y: Check) {
  await ownerArea(page).getByRole('link', { name: 'Barcos', exact: true }).click();
  await expect(heading(page, 'Barcos')).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Cadastrar barco', exact: true }).click();
  await expect(heading(page, 'Cadastrar barco')).toBeVisible();
  await field(page, 'Nome do barco').fill(boat.name);
  await field(page, 'Tipo').selectOption(boat.kind);
  await field(page, 'Inscrição na Capitania dos Portos').fill(boat.registration);
  await field(page, 'Lotação').fill(String(boat.capacity));
  await page.getByRole('checkbox', { name: 'toldo', exact: true }).check();
  await field(page, 'Adicionar fotos').setInputFiles(photo(`${boat.kind}.png`));
  await expectPhotoAdded(page);
  await checkA11y();
  await page.getByRole('button', { name: 'Cadastrar barco', exact: true }).click();
  await expect(toast(page, 'Barco cadastrado. A equipe Maré vai verificá-lo.')).toBeVisible();
  await expect(heading(page, `Mapa de lugares: ${boat.name}`)).toBeVisible();
  await expect(
    page.getByText(`${boat.capacity} de ${boat.capacity}`, { exact: true }),
  ).toBeVisible();
}

/**
 * On a new boat's seat map: the deck becomes the bow, a covered stern with two seats, one seat
 * for the crew, so the passenger seats match the capacity again; saved.
 */
export async function layOutBowAndCoveredStern(page: Page, capacity: number, checkA11y: Check) {
  await page.getByLabel('Nome da área', { exact: true }).first().fill('Proa');
  await page.getByLabel('Nova área', { exact: true }).fill('Popa coberta');
  await page.getByRole('button', { name: 'Adicionar área', exact: true }).click();
  const stern = page.getByRole('group', { name: 'Lugares da área Popa coberta' });
  await stern.getByRole('button').first().click();
  await expect(
    page.getByText(`São ${capacity + 1} lugares de passageiro para uma lotação de ${capacity}.`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Tripulação', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Sombra', exact: true }).last().check();
  await expect(page.getByText(`${capacity} de ${capacity}`, { exact: true })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Salvar mapa de lugares', exact: true }).click();
  await expect(toast(page, 'Mapa de lugares salvo.')).toBeVisible();
}

export interface NewTour {
  title: string;
  beach: string;
  summary: string;
  /** The boat's option in "Barco padrão", e.g. "Saveiro Estrela do Mar (lotação 14)". */
  boat: string;
  itinerary: string;
  meetingPoint: string;
  includes: string;
  adult: string;
  child: string;
  boardingFee: string;
}

/** Passeios → Criar passeio: a draft with a photo, then sent for review (the admins publish). */
export async function createTourForReview(page: Page, tour: NewTour, checkA11y: Check) {
  await ownerArea(page).getByRole('link', { name: 'Passeios', exact: true }).click();
  await expect(heading(page, 'Passeios')).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Criar passeio', exact: true }).click();
  await expect(heading(page, 'Criar passeio')).toBeVisible();
  await field(page, 'Título').fill(tour.title);
  await field(page, 'Praia').selectOption(tour.beach);
  await field(page, 'Resumo').fill(tour.summary);
  await field(page, 'Adicionar fotos').setInputFiles(photo('passeio.png'));
  await expectPhotoAdded(page);
  await field(page, 'Barco padrão').selectOption({ label: tour.boat });
  await field(page, 'Roteiro').fill(tour.itinerary);
  await field(page, 'Ponto de encontro').fill(tour.meetingPoint);
  await field(page, 'Inclui').fill(tour.includes);
  await field(page, 'Preço por adulto (R$)').fill(tour.adult);
  await field(page, 'Preço por criança (R$)').fill(tour.child);
  await field(page, 'Taxa de embarque (R$)').fill(tour.boardingFee);
  await checkA11y();
  await page.getByRole('button', { name: 'Criar rascunho', exact: true }).click();
  await expect(toast(page, 'Rascunho do passeio criado.')).toBeVisible();
  await expect(heading(page, `Editar ${tour.title}`)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar para revisão', exact: true }).click();
  await expect(toast(page, `${tour.title} foi enviado para revisão.`)).toBeVisible();
  await expect(page.getByText('Em revisão', { exact: true })).toBeVisible();
}

export interface DepartureRule {
  tour: string;
  boat: string;
  /** aaaa-mm-dd */
  from: string;
  /** aaaa-mm-dd */
  to: string;
  weekdays: string[];
  times: string;
  /** An aaaa-mm-dd day left out. */
  except?: string;
}

/**
 * Saídas → Agendar saídas by rule; returns how many the form said it would create (and did).
 * `checkA11y` runs on the filled form.
 */
export async function scheduleDepartures(page: Page, rule: DepartureRule, checkA11y: Check) {
  await ownerArea(page).getByRole('link', { name: 'Saídas', exact: true }).click();
  await expect(heading(page, 'Saídas')).toBeVisible();
  await page.getByRole('button', { name: 'Agendar saídas', exact: true }).click();
  const form = page.getByRole('form', { name: 'Agendar saídas' });
  await form.getByLabel('Passeio', { exact: true }).selectOption({ label: rule.tour });
  await form.getByLabel('Barco', { exact: true }).selectOption({ label: rule.boat });
  await form.getByLabel('De', { exact: true }).fill(rule.from);
  await form.getByLabel('Até', { exact: true }).fill(rule.to);
  for (const day of rule.weekdays)
    await form.getByRole('checkbox', { name: day, exact: true }).check();
  await form.getByLabel('Horários', { exact: true }).fill(rule.times);
  if (rule.except)
    await form.getByLabel('Exceto nas datas', { exact: true }).fill(brazilianDate(rule.except));
  const submit = form.getByRole('button', { name: /^Agendar \d+ saídas?$/ });
  await expect(submit).toBeVisible();
  const count = Number(/\d+/.exec((await submit.textContent()) ?? '')?.[0]);
  await checkA11y();
  await submit.click();
  await expect(toast(page, `${count} saídas agendadas.`)).toBeVisible();
  return count;
}

/**
 * On a departure's passenger list: "Cancelar saída" for weather (the dialog's first reason, the
 * sea closed, with "Capitania dos Portos" as the detail), confirmed. The caller checks the outcome.
 */
export async function cancelDepartureForWeather(page: Page, checkA11y: Check) {
  await page.getByRole('button', { name: 'Cancelar saída', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar saída' });
  await expect(dialog.getByRole('radio', { name: 'Mar fechado / ressaca' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Detalhes (opcional)' }).fill('Capitania dos Portos');
  await checkA11y();
  await dialog.getByRole('button', { name: 'Cancelar saída e reembolsar' }).click();
}
