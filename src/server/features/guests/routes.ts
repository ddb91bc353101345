import type { FastifyInstance } from 'fastify';
import { guestImportRoutes } from './import-routes';
import { guestListRoutes } from './list-routes';
import { guestSendingRoutes } from './sending-routes';

/** Every guest-list route (product.md §12): the list, the spreadsheet import, sending and reminders. */
export async function guestRoutes(app: FastifyInstance): Promise<void> {
  await guestListRoutes(app);
  await guestImportRoutes(app);
  await guestSendingRoutes(app);
}
