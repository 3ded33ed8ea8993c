import { ZApiError, ZReceivedInvitesResponse } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { InvitesRepository } from './invites.repository';

/** GET /invite: invites addressed to me, for the header's bell. Sending and answering come with the people issue. */
const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new InvitesRepository(app.database.db);

  app.get(
    '/invite',
    {
      schema: {
        tags: ['invites'],
        security: [{ bearer: [] }],
        response: { 200: ZReceivedInvitesResponse, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'get_invites' },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const rows = await repo.pendingFor(
        [user.email, user.phone, user.whatsapp].filter((c): c is string => !!c),
      );
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        role: r.role,
        createdAt: r.createdAt.toISOString(),
        inviter: { name: r.inviterName, surname: r.inviterSurname, email: r.inviterEmail },
        location: null,
      }));
    },
  );
};

export default invitesRoutes;
