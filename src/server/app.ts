import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config';
import type { AppContext } from './context';
import { adminInvitationRoutes } from './features/admin/invitation-routes';
import { accountDataRoutes } from './features/accounts/routes';
import { auditRoutes } from './features/audit/routes';
import { coverRoutes } from './features/covers/routes';
import { photoRoutes } from './features/photos/routes';
import { checkinRoutes } from './features/checkin/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { giftLedgerRoutes } from './features/gifts/routes';
import { giftTellRoutes } from './features/gifts/tell-routes';
import { guestRoutes } from './features/guests/routes';
import { thankYouRoutes } from './features/thank-yous/routes';
import { healthRoutes } from './features/health/routes';
import { imageRoutes } from './features/images/routes';
import { publicInvitationRoutes } from './features/invitations/public-routes';
import { invitationRoutes } from './features/invitations/routes';
import { paymentRoutes } from './features/payments/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { uploadRoutes } from './features/uploads/routes';
import { requestLogFields } from './lib/log-redaction';
import { normaliseRequestUrl } from './lib/request-path';
import { rsvpRoutes } from './features/rsvp/routes';
import { adminTemplateRoutes } from './features/templates/admin-routes';
import { publicTemplateRoutes } from './features/templates/public-routes';
import { registerAdminAudit } from './plugins/admin-audit';
import { registerAuth } from './plugins/auth';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';

export interface BuildAppOptions {
  /** The process's pino logger; tests pass false for silence. */
  logger?: false | FastifyBaseLogger;
  /** Called for every route as it is registered (tests build the route table from it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How long one plugin may take to register (Fastify's default: 10 s). Tests scale it with the
   * machine: on a saturated laptop registering the API docs alone took longer.
   */
  pluginTimeout?: number;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count is our own function: Fastify's numeric option
 * now trusts nothing, and the count is what platforms without fixed proxy addresses can give.
 * Hop 0 is the socket's peer, hop 1 the right-most X-Forwarded-For entry, and so on.
 */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return setting.addresses;
}

/** Builds the whole HTTP app from a context. server.ts listens; tests call `inject`. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines name the URL without its link tokens and query values (lib/log-redaction.ts).
    ...(options.logger
      ? { loggerInstance: options.logger.child({}, { serializers: { req: requestLogFields } }) }
      : { logger: options.logger ?? { level: ctx.config.logLevel, serializers: { req: requestLogFields } } }),
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    // One spelling per route before routing: limits key on what a request does (lib/request-path.ts).
    rewriteUrl: (request) => normaliseRequestUrl(request.url ?? '/'),
    bodyLimit: 1024 * 1024,
    // Deep JSON nesting cannot exhaust the stack: the parser refuses prototype tricks and we cap size.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors,
    ...(options.pluginTimeout ? { pluginTimeout: options.pluginTimeout } : {}),
  });
  app.decorate('ctx', ctx);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  // HTML and JSON are compressed per response (cheap brotli level); built assets are precompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurity(app, ctx.config);
  await registerOpenApi(app);
  await registerAuth(app);
  registerAdminAudit(app);
  await app.register(healthRoutes);
  await app.register(adminTemplateRoutes);
  await app.register(publicTemplateRoutes);
  await app.register(imageRoutes);
  await app.register(rsvpRoutes);
  await app.register(invitationRoutes);
  await app.register(uploadRoutes);
  await app.register(dashboardRoutes);
  await app.register(adminInvitationRoutes);
  await app.register(paymentRoutes);
  await app.register(checkoutRoutes);
  await app.register(invoiceRoutes);
  await app.register(accountDataRoutes);
  await app.register(giftTellRoutes);
  await app.register(guestRoutes);
  await app.register(checkinRoutes);
  await app.register(thankYouRoutes);
  await app.register(auditRoutes);
  await app.register(coverRoutes);
  await app.register(photoRoutes);
  await app.register(giftLedgerRoutes);
  // Feature routes go above this line; the public invitation pages own the single-segment paths.
  await app.register(publicInvitationRoutes);
  await registerWeb(app);
  return app;
}
