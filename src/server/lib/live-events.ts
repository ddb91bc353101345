import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '@server/db/client';

/**
 * "Something changed for invitation X" signals (new, changed or withdrawn RSVPs), for the hosts'
 * live responses pages. In-process on the embedded database (one process owns it); through
 * PostgreSQL LISTEN/NOTIFY otherwise, so an RSVP stored by one instance reaches a host whose page
 * is connected to another.
 */
export interface LiveEvents {
  /** Announces a change; never throws (a missed live update is not worth failing an RSVP). */
  publish(invitationId: string): Promise<void>;
  /** Calls `listener` on every change of the invitation; returns the unsubscribe function. */
  subscribe(invitationId: string, listener: () => void): () => void;
  /** Resolves once changes published anywhere are being received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_EVENTS_CHANNEL = 'rsvp_changes';
const RECONNECT_DELAY_MS = 1000;

function createEmitter(): EventEmitter {
  const emitter = new EventEmitter();
  // One listener per open responses page: many hosts (and tabs) are normal, not a leak.
  emitter.setMaxListeners(0);
  return emitter;
}

const subscribeOn = (emitter: EventEmitter) => (invitationId: string, listener: () => void) => {
  emitter.on(invitationId, listener);
  return () => {
    emitter.off(invitationId, listener);
  };
};

export function createInProcessLiveEvents(): LiveEvents {
  const emitter = createEmitter();
  return {
    publish: async (invitationId) => {
      emitter.emit(invitationId);
    },
    subscribe: subscribeOn(emitter),
    ready: async () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * One dedicated connection per instance LISTENs on one channel; the payload is the invitation id,
 * sent by the database itself when an RSVP row changes (trigger `rsvp_responses_notify_change`).
 * A lost connection is re-opened after a second (changes in between are missed, and the page
 * refetches on reconnect of its own stream anyway).
 */
export function createPostgresLiveEvents(pool: pg.Pool, log: FastifyBaseLogger): LiveEvents {
  const emitter = createEmitter();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listening: Promise<void>;
  const reconnectLater = () => {
    if (closed) return;
    // unref: a retry loop must never keep a finished process alive.
    retry = setTimeout(() => (listening = connect().catch(reconnectLater)), RECONNECT_DELAY_MS).unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === LIVE_EVENTS_CHANNEL && message.payload) emitter.emit(message.payload);
    });
    next.on('error', (err) => {
      next.end().catch(() => {});
      // Errors before LISTEN succeeded are handled by the caller of connect().
      if (client !== next) return;
      log.warn({ err }, 'live events connection lost; reconnecting');
      client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  listening = connect().catch((err: unknown) => {
    log.warn({ err }, 'live events could not LISTEN; retrying');
    reconnectLater();
  });

  return {
    // Nothing to send: a trigger on rsvp_responses (migration 0001) notifies inside the writing
    // transaction, on whichever instance wrote, without a round trip of its own.
    publish: async () => {},
    subscribe: subscribeOn(emitter),
    ready: () => listening,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      emitter.removeAllListeners();
      await listening;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

export function createLiveEvents(database: Database, log: FastifyBaseLogger): LiveEvents {
  return database.kind === 'postgres' && database.pool ? createPostgresLiveEvents(database.pool, log) : createInProcessLiveEvents();
}
