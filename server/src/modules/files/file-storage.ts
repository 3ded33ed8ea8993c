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

/** The default driver: files on the local disk under `DATA_DIR/files`, outside any public folder. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are built from UUIDs only; refuse anything else rather than trust it near the file system.
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
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
