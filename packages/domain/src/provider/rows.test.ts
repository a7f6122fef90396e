import { describe, expect, it } from 'vitest';
import { providerBusinessOf, requestOf, serviceOf } from '../index.ts';

describe("the provider's rows", () => {
  it('narrows the status of a service and of a request', () => {
    const service = {
      id: 's1',
      title: 'Guia bilíngue',
      description: 'Passeios guiados',
      price: null,
      area: 'Arraial',
      status: 'refused',
      refusal_reason: 'Sem Cadastur',
      reviewed_at: '2026-11-20T13:30:00Z',
      duration_minutes: 90,
      included: ['Água', 7, 'Fotos'],
    };
    // "O que está incluído" keeps its lines, and nothing the list should not hold.
    expect(serviceOf(service)).toEqual({ ...service, included: ['Água', 'Fotos'] });
    expect(() => serviceOf({ ...service, status: 'archived' })).toThrow(/provider_services/);
    const request = {
      id: 'r1',
      requester_name: 'Vera',
      message: 'Oi',
      departure_id: null,
      needed_at: null,
      reply_by: '2026-11-21T13:30:00Z',
      status: 'no_show',
      response_note: null,
      answered_at: '2026-11-20T10:00:00Z',
      created_at: '2026-11-19T10:00:00Z',
    };
    expect(requestOf(request).status).toBe('no_show');
    expect(() => requestOf({ ...request, status: 'lost' })).toThrow(/provider_requests/);
  });

  it("reads a business's type and the languages the app knows", () => {
    const business = providerBusinessOf({
      business_name: 'Guia Bia',
      business_type: 'guia',
      cadastur: '12345678901',
      whatsapp: '22999990000',
      cidade: 'Arraial do Cabo',
      languages: ['pt-BR', 'en', 'klingon', 3],
      area_served: 'Região dos Lagos',
    });
    expect(business.business_type).toBe('guia');
    expect(business.languages).toEqual(['pt-BR', 'en']);
  });
});
