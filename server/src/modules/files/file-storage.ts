import fs from 'node:fs/promises';
import path from 'node:path';

/** Where file bytes live (DECISIONS.md §1). Keys are ours (`<workspaceId>/<fileId>`), never a user's name. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every file under a prefix (a deleted workspace). */
  deletePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}(\/[0-9a-f-]{36})*$/;

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
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temp = `${target}.${process.pid}.tmp`;
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
    await fs.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
