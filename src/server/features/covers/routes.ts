import type { FastifyInstance } from 'fastify';

/** Rendered covers (issue 19): thumbnails of templates' samples and hosts' invitations, and each invitation's og:image. */
export async function coverRoutes(_app: FastifyInstance): Promise<void> {}
