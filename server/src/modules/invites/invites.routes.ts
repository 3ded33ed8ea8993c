import {
  ZAcceptInviteResponse,
  ZApiError,
  ZCreateInvitesRequest,
  ZReceivedInvitesResponse,
  ZSentInvitesResponse,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type Actor, InvitesService } from './invites.service';

const TAGS = ['invites'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const actorOf = (request: FastifyRequest): Actor => {
  const { user, rights } = currentAuth(request);
  return { user, rights, ip: request.ip };
};

/** The seed's invitation calls (SPEC.md §7, DECISIONS.md §5). */
const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new InvitesService(app.database.db, app.messaging, app.log);
  /** Where the message tells the addressee to sign in. Set PUBLIC_URL in production: the Host header is the client's. */
  const signInUrl = (request: FastifyRequest) =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  app.post(
    '/invite',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Invite contacts by e-mail or phone (402 when the subscription has expired); only the owner invites admins',
        body: ZCreateInvitesRequest,
        response: { 201: ZSentInvitesResponse, ...errors, 402: ZApiError },
      },
      config: { access: 'create_invite' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.create(
            actorOf(request),
            currentWorkspaceId(request),
            request.body,
            signInUrl(request),
          ),
        ),
  );

  // Lists what the workspace sent: the senders' right, so a cleaner (who has get_invites for their
  // own bell) cannot read the workspace's invitations.
  app.get(
    '/invite/pending',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Pending invites this workspace sent, newest first',
        response: { 200: ZSentInvitesResponse, ...errors },
      },
      config: { access: 'create_invite' },
    },
    async (request) => service.pendingOf(currentWorkspaceId(request)),
  );

  app.get(
    '/invite',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Pending invites addressed to me (the header bell)',
        response: { 200: ZReceivedInvitesResponse, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'get_invites' },
    },
    async (request) => service.received(currentAuth(request).user),
  );

  // Answering your own invite needs no right (DECISIONS.md §5); the service checks it is yours.
  app.post(
    '/invite/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Accept an invite addressed to me; 409 when it is no longer pending or I work elsewhere',
        params: ZParams,
        response: { 200: ZAcceptInviteResponse, ...errors, 409: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.accept(actorOf(request), request.params.id),
  );

  app.delete(
    '/invite/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Reject an invite addressed to me, or cancel one my workspace sent (delete_invite)',
        params: ZParams,
        response: { 204: z.null(), ...errors, 409: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      await service.answerOrCancel(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default invitesRoutes;
