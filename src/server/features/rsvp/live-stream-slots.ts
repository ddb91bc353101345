import { HttpError } from '@server/lib/http-error';

export const LIVE_STREAM_MESSAGES = {
  perUser: 'Too many live pages open. Close some tabs and try again.',
  perInstance: 'The server has too many live pages open right now. Please try again in a minute.',
} as const;

/**
 * Counts of open live streams, per user and for this instance. In memory: a stream lives on one
 * instance, and its slot must come back when it closes, even if another instance dies meanwhile.
 */
export class LiveStreamSlots {
  private readonly perUser = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perUser: number; perInstance: number }) {}

  /** Takes a slot for `userId`, or throws 429 (this user) / 503 (this instance); the returned function gives it back once. */
  acquire(userId: string): () => void {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) throw new HttpError(429, 'TOO_MANY_STREAMS', LIVE_STREAM_MESSAGES.perUser);
    if (this.total >= this.limits.perInstance) throw new HttpError(503, 'TOO_MANY_STREAMS', LIVE_STREAM_MESSAGES.perInstance);
    this.perUser.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }

  open(userId?: string): number {
    return userId === undefined ? this.total : (this.perUser.get(userId) ?? 0);
  }
}
