import { describe, expect, it } from 'vitest';
import { tourWhatsAppUrl } from './contact.ts';

const TITLE = 'Passeio de escuna pelas praias de Arraial do Cabo';

const message = (url: string) => new URL(url).searchParams.get('text');

describe('tourWhatsAppUrl', () => {
  it("opens a chat with the boat owner's number", () => {
    const url = new URL(tourWhatsAppUrl('5522999990003', TITLE));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/5522999990003');
  });

  it('writes the tour, and the chosen departure when there is one', () => {
    expect(message(tourWhatsAppUrl('5524999990201', TITLE))).toBe(
      `Olá! Tenho uma dúvida sobre o passeio "${TITLE}".`,
    );
    const url = tourWhatsAppUrl('5524999990201', TITLE, '2026-11-22T09:00:00-03:00');
    expect(message(url)).toMatch(
      new RegExp(
        `^Olá! Tenho uma dúvida sobre o passeio "${TITLE}" na saída de .*22/11 às 09h00\\.$`,
      ),
    );
    expect(new URL(url).pathname).toBe('/5524999990201');
  });
});
