/**
 * Fixed-window counters for rate limits. In memory per process by default; a shared store (Redis)
 * can implement the same interface so that several instances count together.
 */
export interface Limiter {
  /** Counts one hit on `key`; `allowed` is false once `limit` hits fall in the current window. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Current count without adding a hit. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  readonly enabled: boolean;
  /** Releases timers and connections (at shutdown). */
  close(): Promise<void>;
}

export function createMemoryLimiter(enabled: boolean): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Forget expired windows now and then, so memory stays flat.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    enabled,
    async hit(key, limit, windowMs) {
      if (!enabled) return { allowed: true, retryAfterSeconds: 0 };
      const entry = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { allowed: entry.count <= limit, retryAfterSeconds: Math.ceil((entry.resetAt - Date.now()) / 1000) };
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Limits declared with their reason (one place to tune them). */
export const LIMITS = {
  /** Failed sign-ins per e-mail and address: slows password guessing, not a person who mistypes. */
  failedSignIns: { limit: 5, windowMs: 15 * 60_000 },
  /** All auth calls per address: sign-up/reset mail floods. Generous, because offices share addresses. */
  authRequests: { limit: 300, windowMs: 60_000 },
  /** Uploads per user: a host adds a few images; this only stops a script filling the disk. */
  uploads: { limit: 60, windowMs: 10 * 60_000 },
  /**
   * Online checkouts started per user: each one calls the gateway (create, and cancel the open one
   * it replaces). A host retries a few times; a script would spend our gateway quota.
   */
  checkoutStarts: { limit: 20, windowMs: 10 * 60_000 },
  /** A host's data exports (each reads every file of the account) and account deletions (each checks a password). */
  accountExports: { limit: 5, windowMs: 60 * 60_000 },
  accountDeletions: { limit: 5, windowMs: 15 * 60_000 },
  /** Invoice and credit-note PDFs per user: each download draws the PDF again in the worker pool. */
  invoiceDownloads: { limit: 60, windowMs: 10 * 60_000 },
  /**
   * Mails of one kind (account: verification and reset; rsvp-edit: the RSVP edit link; guest: a
   * host's guest-list mails) to one mailbox (`mailboxOf`: lower-cased, +tag removed, so `box+1@…`
   * and `box+2@…` share it), whoever asks: anyone can type someone's address, so without this a script spread over
   * many connections could flood a mailbox (and our sender's reputation). A person who asks again
   * because a mail is slow gets a few; the links in earlier mails keep working.
   */
  mailsPerRecipient: { limit: 3, windowMs: 15 * 60_000 },
  /**
   * Live-update streams (server-sent events) open at once, per user across all their invitations
   * and per instance. Each holds a socket and a subscription for as long as the tab is open. These
   * are counts of open connections, not windows: kept in memory per instance (a stream lives on
   * one instance, and its count must drop when it closes, even if the instance dies), so with N
   * instances a user can hold up to N × perUser.
   */
  liveStreamsPerUser: { limit: 10 },
  liveStreamsPerInstance: { limit: 1000 },
  /**
   * Check-in at the door (features/checkin): every call of a helper's link, per address and per link.
   * Helpers of one wedding share the hall's Wi-Fi and a scan costs two calls (look-up, arrival), so
   * the address allowance is set above a few helpers scanning as fast as guests walk in; it caps
   * a script guessing tokens or codes. The name search is what could list a guest list fastest.
   */
  checkinPerAddress: { limit: 600, windowMs: 60_000 },
  checkinPerLink: { limit: 300, windowMs: 60_000 },
  checkinSearchPerLink: { limit: 120, windowMs: 60_000 },
  /** The door's whole list (offline use): downloaded on open and re-checked now and then (mostly 304). */
  checkinListPerLink: { limit: 30, windowMs: 60_000 },
  /** A household's QR image: guests on one Wi-Fi open theirs at the door; a token is fetched a few times (page, mail). */
  checkinQrPerAddress: { limit: 600, windowMs: 10 * 60_000 },
  checkinQrPerToken: { limit: 60, windowMs: 10 * 60_000 },
} as const;
