import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';

/** The database the settings choose: PostgreSQL for DATABASE_URL, else PGlite under DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Database {
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR, 'pglite') });
}
