import { describe, expect, it } from 'vitest';
import { beachImageAlt } from './beach-pictures.ts';
import { coordinatesLabel, formatDate, readingTimeLabel, viewsLabel } from './format.ts';
import { openStreetMapUrl, whatsAppShareUrl } from './external-links.ts';

describe('pt-BR labels', () => {
  it('writes dates as dd/mm/aaaa in local time', () => {
    expect(formatDate(new Date(2026, 10, 5, 12, 0).toISOString())).toBe('05/11/2026');
  });

  it('counts reading time and views', () => {
    expect(readingTimeLabel({ content: ['palavra '.repeat(400)] })).toBe('2 min de leitura');
    expect(viewsLabel(1)).toBe('1 visualização');
    expect(viewsLabel(0)).toBe('0 visualizações');
    expect(viewsLabel(1234)).toBe('1.234 visualizações');
  });

  it('gives coordinates with hemispheres in Portuguese', () => {
    expect(coordinatesLabel({ latitude: -2.7958, longitude: -40.5125 })).toBe(
      '2,7958° S, 40,5125° O',
    );
    expect(coordinatesLabel({ latitude: 1.5, longitude: 30 })).toBe('1,5000° N, 30,0000° L');
  });

  it('describes the picture', () => {
    expect(beachImageAlt({ name: 'Praia do Rosa', city: 'Imbituba', state: 'SC' })).toBe(
      'Ilustração de Praia do Rosa, em Imbituba (SC)',
    );
  });
});

describe('outbound links', () => {
  it('opens the point on OpenStreetMap', () => {
    expect(openStreetMapUrl(-2.7958, -40.5125)).toBe(
      'https://www.openstreetmap.org/?mlat=-2.7958&mlon=-40.5125#map=14/-2.7958/-40.5125',
    );
  });

  it('shares title and link on WhatsApp, encoded', () => {
    expect(whatsAppShareUrl('Sol & mar?', 'https://mare.example/blog/x')).toBe(
      'https://wa.me/?text=Sol%20%26%20mar%3F%20https%3A%2F%2Fmare.example%2Fblog%2Fx',
    );
  });
});
