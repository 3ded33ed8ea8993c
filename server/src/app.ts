import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import activeCodesRoutes from './modules/admin/codes/codes.routes';
import adminDashboardRoutes from './modules/admin/dashboard/admin-dashboard.routes';
import notificationFailuresRoutes from './modules/admin/deliveries/notification-failures.routes';
import adminLocationsRoutes from './modules/admin/locations/admin-locations.routes';
import adminLogsRoutes from './modules/admin/logs/logs.routes';
import testCredentialsRoutes from './modules/admin/test-credentials/test-credentials.routes';
import adminUsersRoutes from './modules/admin/users/admin-users.routes';
import adminWorkspacesRoutes from './modules/admin/workspaces/admin-workspaces.routes';
import analyticsRoutes from './modules/analytics/analytics.routes';
import dashboardRoutes from './modules/analytics/dashboard.routes';
import apiKeysRoutes from './modules/api-keys/api-keys.routes';
import appVersionsRoutes from './modules/app-versions/app-versions.routes';
import attendanceRoutes from './modules/attendance/attendance.routes';
import authRoutes from './modules/auth/auth.routes';
import bookingsRoutes from './modules/bookings/bookings.routes';
import calendarRoutes from './modules/calendar/calendar.routes';
import checklistsRoutes from './modules/checklists/checklists.routes';
import complaintsRoutes from './modules/complaints/complaints.routes';
import employeesRoutes from './modules/employees/employees.routes';
import filesRoutes from './modules/files/files.routes';
import healthRoutes from './modules/health/health.routes';
import importsRoutes from './modules/imports/imports.routes';
import invitesRoutes from './modules/invites/invites.routes';
import clientInstructionsRoutes from './modules/locations/client-instructions.routes';
import locationsRoutes from './modules/locations/locations.routes';
import notificationsRoutes from './modules/notifications/notifications.routes';
import occurrencesRoutes from './modules/occurrences/occurrences.routes';
import photoReportsRoutes from './modules/occurrences/photo-reports.routes';
import problemsRoutes from './modules/problems/problems.routes';
import profileRoutes from './modules/profile/profile.routes';
import readinessRoutes from './modules/readiness/readiness.routes';
import roomMaterialsRoutes from './modules/rooms/room-materials.routes';
import roomsRoutes from './modules/rooms/rooms.routes';
import subscriptionsRoutes from './modules/subscriptions/subscriptions.routes';
import tasksRoutes from './modules/tasks/tasks.routes';
import teamsRoutes from './modules/teams/teams.routes';
import translationsRoutes from './modules/translations/translations.routes';
import webhooksRoutes from './modules/webhooks/webhooks.routes';
import weeklySummaryRoutes from './modules/weekly-summary/weekly-summary.routes';
import authPlugin from './plugins/auth';
import codesPlugin from './plugins/codes';
import compressionPlugin from './plugins/compression';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import filesPlugin from './plugins/files';
import jobsPlugin from './plugins/jobs';
import metricsPlugin, { metricsRoutes } from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import requestInputPlugin from './plugins/request-input';
import requestLanguagePlugin from './plugins/request-language';
import securityPlugin from './plugins/security';
import staticWebPlugin from './plugins/static-web';
import writePriorityPlugin from './plugins/write-priority';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, which also closes it after the app (server.ts, tests). */
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** A caller's X-Request-Id worth logging: short, and nothing that could break a log line. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Builds the whole app from its plugins; server.ts only starts it, tests call it with inject (STYLE.md). */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Spellings of one path reach one route, and so one rate limit: `/api/login/` and
    // `//api/login` are `/api/login`. Case still matters: `/API/login` is a 404 that runs nothing.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Our id on every log line and reply, never one a client chose (it could forge or collide with
    // another request's); a caller's own id is logged beside ours when it looks like an id.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    frameworkErrors,
    childLoggerFactory: (parent, bindings, options, rawRequest) => {
      const theirs = rawRequest.headers['x-request-id'];
      const clientRequestId = typeof theirs === 'string' && SAFE_REQUEST_ID.test(theirs) ? theirs : undefined;
      return parent.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, options);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so every later hook (the session lookup too) runs in the request's database turn.
  await app.register(writePriorityPlugin);
  // Early, so its onResponse hook times every request, refused ones too.
  await app.register(metricsPlugin);
  await app.register(requestLanguagePlugin);
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(requestInputPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(codesPlugin);
  await app.register(filesPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(invitesRoutes);
      await api.register(importsRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(locationsRoutes);
      await api.register(roomsRoutes);
      await api.register(checklistsRoutes);
      await api.register(filesRoutes);
      await api.register(roomMaterialsRoutes);
      await api.register(clientInstructionsRoutes);
      await api.register(bookingsRoutes);
      await api.register(calendarRoutes);
      await api.register(readinessRoutes);
      await api.register(teamsRoutes);
      await api.register(employeesRoutes);
      await api.register(attendanceRoutes);
      await api.register(tasksRoutes);
      await api.register(occurrencesRoutes);
      await api.register(photoReportsRoutes);
      await api.register(complaintsRoutes);
      await api.register(problemsRoutes);
      await api.register(notificationsRoutes);
      await api.register(weeklySummaryRoutes);
      await api.register(apiKeysRoutes);
      await api.register(webhooksRoutes);
      await api.register(analyticsRoutes);
      await api.register(dashboardRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminUsersRoutes);
      await api.register(adminWorkspacesRoutes);
      await api.register(adminLocationsRoutes);
      await api.register(adminLogsRoutes);
      await api.register(notificationFailuresRoutes);
      await api.register(activeCodesRoutes);
      await api.register(testCredentialsRoutes);
      await api.register(appVersionsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(translationsRoutes);
  await app.register(metricsRoutes);
  await app.register(staticWebPlugin);
  await app.register(jobsPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
