import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Limiter } from '@server/plugins/rate-limits';

/**
 * One hit in a fixed window, atomically: the first hit starts the window's expiry, so a counter
 * can never be left without one (INCR and PEXPIRE as two calls could, if the process died between).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

const WARN_EVERY_MS = 60_000;

export interface RedisLimiter extends Limiter {
  close(): Promise<void>;
}

/**
 * Rate-limit counters in Redis, shared by every instance. If Redis cannot be reached the limiter
 * fails OPEN (the request is allowed) and logs a warning at most once a minute: the limits slow
 * abuse, they are not what keeps data safe, and an outage of Redis must not take sign-in down.
 */
export function createRedisLimiter(options: { url: string; enabled: boolean; log: FastifyBaseLogger; keyPrefix?: string }): RedisLimiter {
  const prefix = options.keyPrefix ?? 'jemputan:rl:';
  const client = createClient({
    url: options.url,
    // Without this, commands queue while disconnected and requests would hang until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
  });
  let lastWarning = 0;
  const warn = (error: unknown) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    options.log.warn({ err: error }, 'rate limits: Redis unreachable, allowing requests until it is back');
  };
  client.on('error', warn);
  if (options.enabled) client.connect().catch(warn);

  /** Runs a Redis call, or returns `fallback` (fail open) when Redis is down. */
  async function orFallback<T>(run: () => Promise<T>, fallback: T): Promise<T> {
    if (!client.isReady) {
      warn(new Error('not connected'));
      return fallback;
    }
    try {
      return await run();
    } catch (error) {
      warn(error);
      return fallback;
    }
  }

  return {
    enabled: options.enabled,
    async hit(key, limit, windowMs) {
      if (!options.enabled) return { allowed: true, retryAfterSeconds: 0 };
      return orFallback(async () => {
        const [count, ttl] = (await client.eval(HIT_SCRIPT, { keys: [prefix + key], arguments: [String(windowMs)] })) as [number, number];
        return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
      }, { allowed: true, retryAfterSeconds: 0 });
    },
    async count(key) {
      if (!options.enabled) return 0;
      return orFallback(async () => Number((await client.get(prefix + key)) ?? 0), 0);
    },
    async reset(key) {
      if (!options.enabled) return;
      await orFallback(async () => {
        await client.del(prefix + key);
      }, undefined);
    },
    async close() {
      // A client still trying to reconnect is dropped at once; a connected one finishes its replies.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
