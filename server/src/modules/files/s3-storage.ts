import type { S3Client } from '@aws-sdk/client-s3';
import { IMAGE_SIZE_NAMES } from '@cleanops/contracts';
import { assertSafeKey, type FileStorage, type S3Location, variantKey } from './file-storage';

type Sdk = typeof import('@aws-sdk/client-s3');

/** DeleteObjects takes at most this many keys per request (S3's limit). */
const DELETE_BATCH = 1000;

/**
 * Files in a bucket of any S3-compatible store (AWS S3, MinIO, Ceph, R2…), so every app process
 * reads what any of them wrote (DECISIONS.md §1). Same keys and the same key check as the disk
 * driver; reads go through the app (files.routes.ts), never as presigned URLs, so the workspace
 * check and the signed links stay in one place.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  /**
   * Loads the SDK only when a bucket is configured: it adds time and memory at start-up,
   * which a process keeping its files on the disk does not pay.
   */
  static async open(location: S3Location): Promise<S3Storage> {
    return new S3Storage(await import('@aws-sdk/client-s3'), location);
  }

  private constructor(
    private readonly sdk: Sdk,
    location: S3Location,
  ) {
    this.bucket = location.bucket;
    this.client = new sdk.S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      credentials: location.credentials,
      // The SDK's default adds CRC32 checksums in a chunked body that several self-hosted stores
      // do not read; only the calls that S3 requires it for (DeleteObjects) send one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // One request: our files are at most 20 MB (images 10 MB), far below a single PUT's 5 GB, and
    // an object appears whole or not at all, as the disk driver's rename does.
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }),
      );
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (this.isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.deleteKeys([key, ...IMAGE_SIZE_NAMES.map((size) => variantKey(key, size))].map(assertSafeKey));
  }

  /** The key itself and everything under `<prefix>/`, as removing the disk driver's folder does. */
  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? [])
        .map((object) => object.Key)
        .filter((key): key is string => key === prefix || Boolean(key?.startsWith(`${prefix}/`)));
      await this.deleteKeys(keys);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new this.sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A key that was never there is not an error in S3; anything listed here is (rights, a lock).
      const failed = result.Errors ?? [];
      if (failed.length > 0)
        throw new Error(`could not delete ${failed.length} object(s): ${failed[0]?.Key} ${failed[0]?.Code}`);
    }
  }

  /** Closes the client's kept-alive connections (the app's onClose). */
  close(): void {
    this.client.destroy();
  }

  /** A key that is not there (a missing bucket is a setup error, not a missing file). */
  private isMissing(error: unknown): boolean {
    if (!(error instanceof this.sdk.S3ServiceException) || error.name === 'NoSuchBucket') return false;
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
}
