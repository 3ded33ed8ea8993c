import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-from-config';
import { ensureSuperuser } from './modules/users/accounts.service';

/** Starts the app: settings, database and migrations, superuser, listen; closes gracefully on a signal. */
async function main() {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });

  if (config.SUPERUSER_EMAIL || config.SUPERUSER_PHONE) {
    const user = await ensureSuperuser(database.db, {
      email: config.SUPERUSER_EMAIL,
      phone: config.SUPERUSER_PHONE,
    });
    app.log.info({ userId: user.id }, 'superuser ready');
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port: number }).port;
  console.log(`\nCleanOps is running at http://${shownHost}:${port}  (database: ${database.kind})\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
