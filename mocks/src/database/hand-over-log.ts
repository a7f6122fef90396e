/** Where a tab stood when a request began: the changes of leader so far, the calls that ran. */
export interface HandOverMark {
  changes: number;
  starts: number;
}

/**
 * One tab's record of its calls to the shared database and of the changes of leader, so a
 * request can tell whether a change under it may have lost what it wrote. A call that only
 * waited for the old leader's lock never ran there: it is asked of the new leader, and a write
 * made that way is as safe as any other (flushed by the new leader). One that ran on the old
 * leader may be gone with it (the old leader had not flushed it).
 */
export class HandOverLog {
  #starts = 0;
  /** How many calls had run when each change of leader happened, in order. */
  readonly #startsAtChange: number[] = [];

  /** A call took the leader's lock and runs. */
  started(): void {
    this.#starts++;
  }

  /** The leader changed. */
  changed(): void {
    this.#startsAtChange.push(this.#starts);
  }

  get changes(): number {
    return this.#startsAtChange.length;
  }

  mark(): HandOverMark {
    return { changes: this.changes, starts: this.#starts };
  }

  /** Whether the leader changed since `mark` (a read is asked again of the new one). */
  movedSince(mark: HandOverMark): boolean {
    return this.changes !== mark.changes;
  }

  /**
   * Whether a call of this tab ran after `mark` on a leader that has gone since: a write then may
   * be lost. Any call counts, not only the request's own (several may be in flight).
   */
  mayHaveLostSince(mark: HandOverMark): boolean {
    return this.movedSince(mark) && this.#startsAtChange.at(-1) !== mark.starts;
  }
}
