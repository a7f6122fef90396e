import { describe, expect, it } from 'vitest';
import {
  cadasturRequired,
  certificateState,
  providerErrorMessage,
  requestState,
} from '../index.ts';

describe('provider rules', () => {
  it('asks for the Cadastur of every type but restaurants', () => {
    expect(cadasturRequired('guia')).toBe(true);
    expect(cadasturRequired('transfer')).toBe(true);
    expect(cadasturRequired('hospedagem')).toBe(true);
    expect(cadasturRequired('passeio')).toBe(true);
    expect(cadasturRequired('restaurante')).toBe(false);
  });

  it('warns about a certificate from 30 days before it expires', () => {
    expect(certificateState('2026-12-21', '2026-11-21')).toEqual({ kind: 'expiring', days: 30 });
    expect(certificateState('2026-12-22', '2026-11-21')).toEqual({ kind: 'valid', days: 31 });
    expect(certificateState('2026-12-11', '2026-11-21')).toEqual({ kind: 'expiring', days: 20 });
    expect(certificateState('2026-11-21', '2026-11-21')).toEqual({ kind: 'expiring', days: 0 });
    expect(certificateState('2026-11-11', '2026-11-21')).toEqual({ kind: 'expired', days: -10 });
  });

  it('shows a pending request past its deadline as expired', () => {
    const now = Date.parse('2026-11-21T13:30:00Z');
    expect(requestState({ status: 'pending', reply_by: '2026-11-21T13:30:00Z' }, now)).toBe(
      'expired',
    );
    expect(requestState({ status: 'pending', reply_by: '2026-11-21T13:31:00Z' }, now)).toBe(
      'pending',
    );
    expect(requestState({ status: 'accepted', reply_by: '2026-11-01T00:00:00Z' }, now)).toBe(
      'accepted',
    );
  });

  it('maps refusal codes to pt-BR, and leaves any other code to the caller', () => {
    expect(providerErrorMessage('request_expired')).toBe(
      'O prazo para responder este pedido terminou.',
    );
    expect(providerErrorMessage('request_limit')).toMatch(/^Você já enviou pedidos demais/);
    expect(providerErrorMessage('whatever')).toBeUndefined();
    expect(providerErrorMessage('network')).toBeUndefined();
  });
});
