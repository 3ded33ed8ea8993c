import {
  ZApiError,
  ZCreateTaskRequest,
  ZCreateTaskResponse,
  ZTask,
  ZTaskAssignees,
  ZTaskListQuery,
  ZTaskPage,
  ZUpdateTaskRequest,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type TaskActor, TasksService } from './tasks.service';

const TAGS = ['tasks'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const actorOf = (request: FastifyRequest): TaskActor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
});

/** Task definitions (DECISIONS.md §7); their jobs are under /occurrences. */
const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TasksService(app.database.db, app.config.TASK_HORIZON_DAYS);

  app.get(
    '/tasks',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Task definitions (the regular column); filter by kind, type, location, search the title',
        querystring: ZTaskListQuery,
        response: { 200: ZTaskPage, ...errors },
      },
      config: { access: 'read_regular_column' },
    },
    async (request) => service.list(currentWorkspaceId(request), request.query),
  );

  app.post(
    '/tasks',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Create a task with its jobs; several teams make one task per team (402 when the subscription has expired)',
        body: ZCreateTaskRequest,
        response: { 201: ZCreateTaskResponse, ...errors, 402: ZApiError },
      },
      config: { access: 'create_task' },
    },
    async (request, reply) => {
      const items = await service.create(actorOf(request), currentWorkspaceId(request), request.body);
      return reply.code(201).send({ items });
    },
  );

  app.get(
    '/tasks/assignees',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'The people a task may be assigned to (for task editors without get_employees)',
        response: { 200: ZTaskAssignees, ...errors },
      },
      config: { access: 'create_task' },
    },
    async (request) => service.assignees(currentWorkspaceId(request)),
  );

  app.get(
    '/tasks/:id',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZTask, ...errors } },
      config: { access: 'get_tasks' },
    },
    async (request) => service.get(currentWorkspaceId(request), request.params.id),
  );

  app.patch(
    '/tasks/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Change any of its fields but kind and location; a recurring task changes its future jobs only, and lists replace',
        params: ZParams,
        body: ZUpdateTaskRequest,
        response: { 200: ZTask, ...errors },
      },
      config: { access: 'update_task' },
    },
    async (request) =>
      service.update(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete it and its jobs nobody started; started and finished jobs keep their reports',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'delete_task' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default tasksRoutes;
