import { describe, expect, it } from 'vitest';
import {
  cadasturVerifiedLabel,
  descriptionOf,
  durationLabel,
  internationalDigits,
  providerWhatsAppUrl,
} from './provider-format.ts';

describe("a provider page's words", () => {
  it('says when the Cadastur was verified, as a São Paulo day', () => {
    expect(cadasturVerifiedLabel('2026-11-10T13:00:00Z')).toBe('Cadastur verificado em 10/11/2026');
    // 01:00 UTC on the 11th is still the 10th in São Paulo.
    expect(cadasturVerifiedLabel('2026-11-11T01:00:00Z')).toBe('Cadastur verificado em 10/11/2026');
  });

  it('says how long a service takes', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1 hora');
    expect(durationLabel(180)).toBe('3 horas');
    expect(durationLabel(140)).toBe('2 h 20 min');
  });

  it('opens WhatsApp on the provider, a first line written, the number with the country code', () => {
    expect(internationalDigits('(73) 99999-0004')).toBe('5573999990004');
    expect(internationalDigits('5573999990004')).toBe('5573999990004');
    expect(internationalDigits('(73) 3288-1234')).toBe('557332881234');
    const url = providerWhatsAppUrl('(73) 99999-0004', 'Gabriela Guia Turismo');
    expect(url.startsWith('https://wa.me/5573999990004?text=')).toBe(true);
    expect(decodeURIComponent(url.split('text=')[1] ?? '')).toBe(
      'Olá, Gabriela Guia Turismo! Vi seu perfil na Maré e gostaria de tirar uma dúvida.',
    );
  });

  it("describes the page with the provider's first paragraph, cut at a word", () => {
    expect(descriptionOf(null)).toBe('');
    expect(descriptionOf('Guia em Arraial.\n\nSegundo parágrafo.')).toBe('Guia em Arraial.');
    const long = `${'palavra '.repeat(30)}fim`;
    const cut = descriptionOf(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('palavra…')).toBe(true);
  });
});
