import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catererQuerySchema,
  hostAnswerSchema,
  mergeAnswersSchema,
  RESPONSES_CSV_FILENAME,
  responseRowSchema,
  responsesPageSchema,
  responsesQuerySchema,
  wishVisibilityBodySchema,
} from '@shared/responses';
import { csvHeaders } from '@server/lib/csv-reply';
import { downloadOptions, errorResponses, noStore, routeOptions } from '@server/lib/route-options';
import { requireUser } from '@server/plugins/auth';
import { LIMITS } from '@server/plugins/rate-limits';
import { LiveStreamSlots } from './live-stream-slots';
import { addHostAnswer, editHostAnswer } from './host-answers';
import { keepBothAnswers, mergeHostAnswers } from './merge-answers';
import { readableInvitation } from './readable-invitation';
import { catererExport, responsesCsv } from './responses-csv';
import { getResponsesPage } from './responses-list';
import { setWishHidden } from './wish-visibility';
import { idParams } from '@server/lib/route-params';

const responseParams = idParams.extend({ responseId: z.uuid('Response not found') });
const host = routeOptions('rsvp', { preHandler: requireUser }, errorResponses(404));
/** The host's answers: added, merged and changed by the rules of the guest's form (400) and the household's one answer (409). */
const answers = routeOptions('rsvp', { preHandler: requireUser }, errorResponses(400, 404, 409));

/** A comment line keeps proxies and load balancers from closing an idle stream. */
export const LIVE_KEEP_ALIVE_MS = 15_000;

/** The host's RSVP responses (product.md §2 RSVP responses page): owner or admin; anyone else gets 404. */
export async function responsesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/invitations/:id/responses',
    host('Summary, meal counts and one page (50) of responses, with search (name or e-mail) and filter', { params: idParams, querystring: responsesQuerySchema, response: { 200: responsesPageSchema } }),
    async (request, reply) => noStore(reply, async () => getResponsesPage(app.ctx, request.params.id, request.viewer, request.query)),
  );

  r.get(
    '/api/invitations/:id/responses.csv',
    // Already streamed in batches; compressing would hold bytes back.
    downloadOptions('rsvp', { preHandler: requireUser })('rsvp_responses.csv: every response, streamed (UTF-8 with BOM, formulas neutralised)', { params: idParams }, { compress: false }),
    async (request, reply) => {
      const invitation = await readableInvitation(app.ctx, request.params.id, request.viewer);
      return csvHeaders(reply, RESPONSES_CSV_FILENAME).send(Readable.from(responsesCsv(app.ctx, invitation)));
    },
  );

  r.get(
    '/api/invitations/:id/meal-counts.csv',
    host("The caterer's export: guests per meal, no personal data; with ?event=<id>, for that event (an id not of this invitation: 400)", { params: idParams, querystring: catererQuerySchema, response: errorResponses(400) }),
    async (request, reply) => {
      const invitation = await readableInvitation(app.ctx, request.params.id, request.viewer);
      const { filename, csv } = await catererExport(app.ctx, invitation, request.query.event);
      return csvHeaders(reply, filename).send(csv);
    },
  );

  r.put(
    '/api/invitations/:id/responses/:responseId/wish-visibility',
    host("Hide a guest's wish from the public page (or show it again); the response stays", { params: responseParams, body: wishVisibilityBodySchema, response: { 204: z.null() } }),
    async (request, reply) => {
      await setWishHidden(app.ctx, request.params.id, request.params.responseId, request.body.hidden, request.viewer);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/invitations/:id/responses',
    answers("The host adds an answer taken by phone (source 'host'); with householdId it is that household's one answer, within its seats", { params: idParams, body: hostAnswerSchema, response: { 201: responseRowSchema } }),
    async (request, reply) => reply.status(201).send(await addHostAnswer(app.ctx, request.params.id, request.viewer, request.body)),
  );

  r.post(
    '/api/invitations/:id/responses/merge',
    answers('Two answers of one guest become one: the kept answer stays (linked to the household either had), the other is deleted', { params: idParams, body: mergeAnswersSchema, response: { 200: responseRowSchema } }),
    async (request) => mergeHostAnswers(app.ctx, request.params.id, request.viewer, request.body),
  );

  r.post(
    '/api/invitations/:id/responses/:responseId/keep',
    host('"Keep both": a likely duplicate is another guest after all; its flag is cleared and it counts from now on (the earlier answer is untouched)', { params: responseParams, response: { 200: responseRowSchema } }),
    async (request) => keepBothAnswers(app.ctx, request.params.id, request.params.responseId, request.viewer),
  );

  r.put(
    '/api/invitations/:id/responses/:responseId',
    answers('The host changes an answer (its wish, source and date stay); the same rules as adding one', { params: responseParams, body: hostAnswerSchema, response: { 200: responseRowSchema } }),
    async (request) => editHostAnswer(app.ctx, request.params.id, request.params.responseId, request.viewer, request.body),
  );

  // Open live streams, ended when the server closes (an open stream would otherwise hold it up).
  const streams = new Set<() => void>();
  const slots = new LiveStreamSlots({ perUser: LIMITS.liveStreamsPerUser.limit, perInstance: LIMITS.liveStreamsPerInstance.limit });
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  r.get(
    '/api/invitations/:id/responses/events',
    host(
      'Server-sent events: "rsvp" whenever a response is added, changed or withdrawn (at most 10 open per user: 429)',
      { params: idParams, response: errorResponses(429, 503) },
      { compress: false },
    ),
    async (request, reply) => {
      const invitation = await readableInvitation(app.ctx, request.params.id, request.viewer);
      // Each open stream holds a socket and a subscription: capped per user and per instance.
      const release = slots.acquire(request.user.id);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // nginx and similar proxies: pass events through at once.
        'X-Accel-Buffering': 'no',
      });
      // The browser reconnects after 2 s if the stream drops; "ready" tells the page to refetch once.
      res.write('retry: 2000\nevent: ready\ndata: {}\n\n');
      const unsubscribe = app.ctx.liveEvents.subscribe(invitation.id, () => {
        res.write('event: rsvp\ndata: {}\n\n');
      });
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), LIVE_KEEP_ALIVE_MS);
      const end = () => {
        release();
        clearInterval(keepAlive);
        unsubscribe();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      res.on('close', end);
      // The browser may have gone while we looked the invitation up: its slot comes back at once.
      if (request.raw.socket.destroyed) end();
    },
  );
}
