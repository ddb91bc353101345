import { ANSWER_MESSAGES } from '@shared/server-messages/answers';
import { messageError } from '@server/lib/http-error';

/** In English (tests); the host reads them by code (STREAMS_PER_USER, STREAMS_PER_INSTANCE) in their language. */
export const LIVE_STREAM_MESSAGES = {
  perUser: ANSWER_MESSAGES.STREAMS_PER_USER.english,
  perInstance: ANSWER_MESSAGES.STREAMS_PER_INSTANCE.english,
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
    if (mine >= this.limits.perUser) throw messageError(429, 'STREAMS_PER_USER', { code: 'TOO_MANY_STREAMS' });
    if (this.total >= this.limits.perInstance) throw messageError(503, 'STREAMS_PER_INSTANCE', { code: 'TOO_MANY_STREAMS' });
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
