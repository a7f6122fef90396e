import { describe, expect, it } from 'vitest';
import { HandOverLog } from './hand-over-log.ts';

describe('HandOverLog', () => {
  it('sees nothing when the leader stays', () => {
    const log = new HandOverLog();
    const mark = log.mark();
    log.started();
    expect(log.movedSince(mark)).toBe(false);
    expect(log.mayHaveLostSince(mark)).toBe(false);
  });

  it('keeps a write that only waited for the lock and ran on the new leader', () => {
    const log = new HandOverLog();
    log.started(); // an earlier request's call
    const mark = log.mark();
    log.changed(); // the leader's tab closes while the write waits for the lock
    log.started(); // asked of the new leader
    expect(log.movedSince(mark)).toBe(true);
    expect(log.mayHaveLostSince(mark)).toBe(false);
  });

  it('may have lost a write that ran on the old leader', () => {
    const log = new HandOverLog();
    const mark = log.mark();
    log.started();
    log.changed();
    expect(log.mayHaveLostSince(mark)).toBe(true);
  });

  it('may have lost a write that ran on a leader that went after the first change', () => {
    const log = new HandOverLog();
    const mark = log.mark();
    log.changed();
    log.started(); // on the second leader, which then goes too
    log.changed();
    expect(log.mayHaveLostSince(mark)).toBe(true);
    const later = log.mark();
    log.changed();
    expect(log.mayHaveLostSince(later)).toBe(false);
  });
});
