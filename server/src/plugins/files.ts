import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, LocalDiskStorage, parseFilesUrl } from '../modules/files/file-storage';
import { S3Storage } from '../modules/files/s3-storage';
import { loadSigningSecret, SignedLinks } from '../modules/files/signed-links';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
    signedLinks: SignedLinks;
  }
}

/** File storage and signed links, shared by every module that stores or links files (DECISIONS.md §1). */
export default fp(async function files(app: FastifyInstance) {
  // FILES_URL picks a bucket every process shares; unset, the files stay on this machine's disk.
  const { FILES_URL } = app.config;
  if (FILES_URL) {
    const storage = await S3Storage.open(parseFilesUrl(FILES_URL));
    app.addHook('onClose', async () => storage.close());
    app.decorate('fileStorage', storage);
  } else {
    app.decorate('fileStorage', new LocalDiskStorage(path.resolve(app.config.DATA_DIR, 'files')));
  }
  const links = new SignedLinks(() => loadSigningSecret(app.database.db));
  app.decorate('signedLinks', links);
  // Cheap once loaded; while the database is down it fails quietly and the routes that need the key
  // answer 503 (and /health reports the database).
  app.addHook('onRequest', async (request) => {
    try {
      await links.ready();
    } catch (error) {
      request.log.warn({ err: error }, 'signing key not available');
    }
  });
});
