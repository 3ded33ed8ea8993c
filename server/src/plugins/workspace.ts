import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { currentAuth } from './auth';

/**
 * The workspace every product call is scoped to (DECISIONS.md §2). A user without one (a superuser,
 * staff between jobs) has nothing to see: 404, exactly like a foreign id.
 */
export function currentWorkspaceId(request: FastifyRequest): string {
  const { workspaceId } = currentAuth(request).user;
  if (!workspaceId) throw new AppError('not_found');
  return workspaceId;
}
