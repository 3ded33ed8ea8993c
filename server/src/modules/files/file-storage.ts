import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SIZE_NAMES, type TImageSize } from '@cleanops/contracts';

/**
 * Where a smaller size of a photo lives: next to its original, under a key derived from the
 * original's (`<workspaceId>/<fileId>.thumb`), so the database records nothing more and every path
 * that deletes an original can delete its sizes with it.
 */
export const variantKey = (key: string, size: TImageSize) => `${key}.${size}`;

/** Where file bytes live (DECISIONS.md §1). Keys are ours (`<workspaceId>/<fileId>`), never a user's name. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /**
   * Removes a file and the smaller sizes stored under its derived keys (variantKey): every caller that
   * drops a file (detaching, the orphan sweep, a failed save) removes its sizes without knowing of them.
   */
  delete(key: string): Promise<void>;
  /** Removes every file under a prefix (a deleted workspace). */
  deletePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}(\/[0-9a-f-]{36})*(\.[a-z]+)?$/;

/** Keys are built from UUIDs only; every driver refuses anything else rather than trust it. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** The default driver: files on the local disk under `DATA_DIR/files`, outside any public folder. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file. The name is
    // unique per write: two first requests of an old photo's size may write it at the same time.
    const temp = `${target}.${randomUUID()}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const keys = [key, ...IMAGE_SIZE_NAMES.map((size) => variantKey(key, size))];
    await Promise.all(keys.map((k) => fs.rm(this.pathOf(k), { force: true })));
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}

/** Where an S3-compatible store is, as read from FILES_URL (see parseFilesUrl). */
export interface S3Location {
  /** http(s)://host[:port] of the store's API. */
  endpoint: string;
  bucket: string;
  region: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: what self-hosted stores need. */
  forcePathStyle: boolean;
  /** From the URL; when absent the SDK's usual chain (AWS_ACCESS_KEY_ID…, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const URL_OPTIONS = new Set(['region', 'forcePathStyle', 'tls']);
const FLAG = { true: true, false: false } as const;

/**
 * Reads FILES_URL:
 * `s3://[<access key>:<secret>@]<host>[:<port>]/<bucket>[?region=…&forcePathStyle=true|false&tls=true|false]`.
 * The key and secret are percent-encoded (a secret may hold `/` or `+`); region defaults to
 * us-east-1; path-style is on unless the host is AWS's own (self-hosted stores need it); tls=false
 * speaks plain http (a store on the same private network). Throws a message naming what is wrong.
 */
export function parseFilesUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be s3://[key:secret@]host[:port]/bucket[?region=…&forcePathStyle=…&tls=…]');
  }
  if (url.protocol !== 's3:')
    throw new Error('must start with s3:// (unset it to keep files on the local disk)');
  if (!url.hostname) throw new Error('names no host: s3://host[:port]/bucket');
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!BUCKET_NAME.test(bucket))
    throw new Error(
      'needs a bucket after the host: 3–63 lower-case letters, digits, dots or hyphens, no slash',
    );
  for (const name of url.searchParams.keys())
    if (!URL_OPTIONS.has(name))
      throw new Error(`unknown option ${name} (known: region, forcePathStyle, tls)`);
  const flag = (name: string, fallback: boolean) => {
    const raw = url.searchParams.get(name);
    if (raw === null) return fallback;
    if (raw === 'true' || raw === 'false') return FLAG[raw];
    throw new Error(`${name} must be true or false`);
  };
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error('region must be like eu-central-1');
  if (Boolean(url.username) !== Boolean(url.password))
    throw new Error('needs both the access key and the secret (key:secret@), or neither');
  const tls = flag('tls', true);
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket,
    region,
    forcePathStyle: flag('forcePathStyle', !url.hostname.endsWith('amazonaws.com')),
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}
