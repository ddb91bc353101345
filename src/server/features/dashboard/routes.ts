import type { FastifyInstance } from 'fastify';

// Scaffold: filled in by its feature.
export async function dashboardRoutes(_app: FastifyInstance): Promise<void> {}
