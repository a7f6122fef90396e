import { describe, expect, it } from 'vitest';
import { inSentence, PAYMENT_ISSUE_KINDS, REFUND_STATUS_LABELS } from './payment-issues.ts';

describe('payments that need attention', () => {
  it('say what each kind is and what to do, in pt-BR', () => {
    expect(Object.keys(PAYMENT_ISSUE_KINDS).sort()).toEqual([
      'charge_removed',
      'extra_payment',
      'refund_refused',
      'unknown_txid',
      'wrong_amount',
    ]);
    for (const { title, todo } of Object.values(PAYMENT_ISSUE_KINDS)) {
      expect(title.length).toBeGreaterThan(10);
      expect(todo).toMatch(/\.$/);
    }
    expect(REFUND_STATUS_LABELS.sent).toBe('Enviado ao banco');
    // Pix is a name: it keeps its capital inside a sentence.
    expect(inSentence(PAYMENT_ISSUE_KINDS.unknown_txid.title)).toBe(
      'Pix para uma cobrança desconhecida',
    );
    expect(inSentence(PAYMENT_ISSUE_KINDS.refund_refused.title)).toBe(
      'reembolso recusado pelo banco',
    );
  });
});
