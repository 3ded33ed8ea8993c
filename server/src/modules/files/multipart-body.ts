import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../errors';
import { fileTooLarge } from './upload-processing';

/**
 * Runs `read` over a multipart body and turns whatever the parser throws into our 4xx (DECISIONS.md
 * §9): a body that is only ever the client's can never be a 500. The parser's limits keep their
 * meaning (a file over the cap is 413 `file_too_large`, too many parts 413); anything else it throws
 * (no boundary, no closing boundary, a malformed part header, a body cut short) is a malformed body,
 * 400 on `body`. `onFilesLimit` lets a route name its own limit on the number of files.
 */
export async function readingMultipart<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  read: () => Promise<T>,
  onFilesLimit?: () => AppError,
): Promise<T> {
  // Started first: the parser must be piped to the request before anything else listens to it.
  const reading = read();
  const stall = watchForStall(request.raw);
  try {
    return await Promise.race([reading, stall.promise]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const parser = app.multipartErrors;
    if (error instanceof parser.RequestFileTooLargeError) throw fileTooLarge();
    if (error instanceof parser.FilesLimitError && onFilesLimit) throw onFilesLimit();
    if (
      error instanceof parser.FilesLimitError ||
      error instanceof parser.FieldsLimitError ||
      error instanceof parser.PartsLimitError
    ) {
      throw new AppError('payload_too_large');
    }
    throw fieldError('body', 'invalidFormat');
  } finally {
    stall.stop();
  }
}

const STALL_CHECK_MS = 500;
const STALL_CHECKS = 3;

/**
 * The parser can deadlock on a body a client crafted: a part without a Content-Disposition whose
 * data arrives in one chunk above 16 KB together with the closing boundary leaves busboy waiting for
 * a drain that never comes (@fastify/busboy 3.2.6), and the request would hang until the socket
 * times out. Our reading only copies parts into memory, so the request stream is held paused for
 * more than a moment only in that deadlock (a slow client leaves it flowing, waiting for bytes):
 * paused with no new bytes over three checks half a second apart is a malformed body.
 */
function watchForStall(raw: Readable) {
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
  };
  raw.on('data', onData);
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    let seen = -1;
    let stillChecks = 0;
    timer = setInterval(() => {
      stillChecks = raw.isPaused() && received === seen ? stillChecks + 1 : 0;
      seen = received;
      if (stillChecks >= STALL_CHECKS) reject(new Error('multipart parser stalled'));
    }, STALL_CHECK_MS);
  });
  return {
    promise,
    stop() {
      clearInterval(timer);
      raw.off('data', onData);
    },
  };
}
