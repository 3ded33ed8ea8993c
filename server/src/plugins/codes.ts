import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CodesService } from '../modules/auth/codes.service';
import { createMessaging } from '../modules/messaging/messaging';
import type { Messaging } from '../modules/messaging/messaging.types';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
    /** Shared by sign-in and the profile's change-of-contact calls. */
    codes: CodesService;
  }
}

export default fp(async function codes(app: FastifyInstance) {
  const messaging = createMessaging(app.config, app.log);
  app.decorate('messaging', messaging);
  app.decorate('codes', new CodesService(app.database.db, messaging, app.config, app.log));
  app.addHook('onClose', async () => messaging.close());
});
