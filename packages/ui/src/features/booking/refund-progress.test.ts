import type { RefundRow } from '@mare/domain';
import { describe, expect, it } from 'vitest';
import { refundInFlight, refundProgress } from './booking-format.ts';

const refund = (overrides: Partial<RefundRow>): RefundRow => ({
  amount: 11000,
  reason: 'buyer_cancelled',
  rule: 'tier_100',
  created_at: '2026-11-21T13:00:00Z',
  status: 'pending',
  sent_at: null,
  done_at: null,
  ...overrides,
});

describe('refundProgress', () => {
  it('says nothing was charged when no refund returns money', () => {
    expect(refundProgress([])).toBeNull();
    expect(refundProgress([refund({ amount: 0, status: 'done' })])).toBeNull();
  });

  it('sums what comes back and follows the least advanced refund', () => {
    const sent = refund({ status: 'sent', sent_at: '2026-11-21T13:01:00Z' });
    const done = refund({ amount: 5000, status: 'done', done_at: '2026-11-21T13:02:00Z' });
    expect(refundProgress([sent, done])).toEqual({ status: 'sent', amount: 16000, doneAt: null });
    expect(refundProgress([done, refund({ status: 'refused' })])?.status).toBe('refused');
    expect(refundProgress([done, refund({ status: 'pending' })])?.status).toBe('pending');
  });

  it('gives the time the last one was paid back once all are done', () => {
    const first = refund({ status: 'done', done_at: '2026-11-21T13:02:00Z' });
    const last = refund({ status: 'done', done_at: '2026-11-21T13:05:00Z' });
    expect(refundProgress([last, first])).toEqual({
      status: 'done',
      amount: 22000,
      doneAt: '2026-11-21T13:05:00Z',
    });
  });

  it('keeps asking while a refund is pending or sent, not once it is done or refused', () => {
    expect(refundInFlight({ refunds: [refund({ status: 'pending' })] })).toBe(true);
    expect(refundInFlight({ refunds: [refund({ status: 'sent' })] })).toBe(true);
    expect(refundInFlight({ refunds: [refund({ status: 'done' })] })).toBe(false);
    expect(refundInFlight({ refunds: [refund({ status: 'refused' })] })).toBe(false);
    expect(refundInFlight({ refunds: [] })).toBe(false);
  });
});
