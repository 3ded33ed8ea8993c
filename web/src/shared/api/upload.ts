import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  type TApiError,
  type TStoredFile,
  ZStoredFile,
} from '@cleanops/contracts';
import { toAcceptLanguage } from '@cleanops/contracts/rules';
import { apiBaseUrl } from '../config/regions';
import { currentLanguage, i18n } from '../i18n/i18n';
import { endSession } from '../session/end-session';
import { useAuthStore } from '../stores/auth-store';
import { toast } from '../ui-kit/toast';
import { ApiError } from './api-error';
import { readErrorBody, replyWithId } from './reply';

/** A 20 MB video over a slow phone connection needs minutes, not the 30 s of a JSON call. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
const MB = 1024 * 1024;

/** Images are re-encoded by the server and capped lower than documents (files.ts in contracts). */
export function uploadLimitFor(file: Pick<File, 'type'>): number {
  return file.type.startsWith('image/') ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES;
}

function tooLargeMessage(): string {
  return i18n.t('files:tooLarge', { imageMb: IMAGE_MAX_BYTES / MB, documentMb: DOCUMENT_MAX_BYTES / MB });
}

/** SPEC.md §9 "Upload error", with the server's reason after it when there is one. */
function notifyUploadFailed(reason: string | null): void {
  toast.error(reason ? i18n.t('files:uploadErrorWithReason', { reason }) : i18n.t('files:uploadError'));
}

function parseErrorBody(text: string): Partial<TApiError> | null {
  try {
    return readErrorBody(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * XMLHttpRequest rather than fetch: only it reports upload progress, which a phone user needs to see
 * for a large document. Headers, the 401 rule and the reply's contract check mirror apiRequest.
 */
function send(
  file: File,
  signal: AbortSignal | undefined,
  onProgress: ((percent: number) => void) | undefined,
  stallMs: number | undefined,
) {
  const { token, region } = useAuthStore.getState();
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl(region)}/uploads`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', toAcceptLanguage(currentLanguage()));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const timedOut = () => new ApiError(0, { code: 'timeout' }, i18n.t('errors:timeout'));
    // Restarted whenever bytes move either way: only a link that carries nothing runs it out.
    let stalled = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      if (stallMs === undefined) return;
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };
    xhr.upload.onprogress = (event) => {
      moved();
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = moved;
    xhr.onprogress = moved;
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, { code: 'network' }, i18n.t('errors:network')));
    xhr.ontimeout = () => reject(timedOut());
    const abort = () => xhr.abort();
    xhr.onabort = () =>
      reject(stalled ? timedOut() : new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => {
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', abort);
    };
    moved();
    const body = new FormData();
    body.append('file', file, file.name);
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.send(body);
  });
}

export interface UploadOptions {
  /** Gives up when nothing has moved for this long (a queued photo, tried again later). */
  stallMs?: number;
  /** No toast for a failure to reach the server: the caller keeps the file and says so itself. */
  quiet?: boolean;
}

/**
 * POST /uploads: stores one file and answers it as the contract's stored file (not yet attached to
 * anything). Every failure is already shown as a toast (but see `quiet`); the returned promise
 * rejects with an ApiError.
 */
export async function uploadFile(
  file: File,
  signal?: AbortSignal,
  onProgress?: (percent: number) => void,
  { stallMs, quiet = false }: UploadOptions = {},
): Promise<TStoredFile> {
  // The server refuses it anyway; checking first spares the user a long wait for a sure refusal.
  if (file.size > uploadLimitFor(file)) {
    const message = tooLargeMessage();
    notifyUploadFailed(message);
    throw new ApiError(413, { code: 'file_too_large', message }, message);
  }
  let reply: { status: number; text: string };
  try {
    reply = await send(file, signal, onProgress, stallMs);
  } catch (error) {
    if (error instanceof ApiError && !quiet) notifyUploadFailed(error.message);
    throw error;
  }
  if (reply.status < 200 || reply.status >= 300) {
    const error = new ApiError(reply.status, parseErrorBody(reply.text), i18n.t('errors:unknown'));
    if (error.endsSession && useAuthStore.getState().token) {
      toast.error(i18n.t('errors:unauthorized'));
      void endSession();
    } else {
      notifyUploadFailed(error.serverMessage);
    }
    throw error;
  }
  let json: unknown = null;
  try {
    json = JSON.parse(reply.text);
  } catch {
    // Falls through to the contract check below, which reports it.
  }
  const stored = replyWithId(json, import.meta.env.DEV ? ZStoredFile : undefined);
  if (!stored) {
    console.error('Reply of /uploads does not match the contract', json);
    notifyUploadFailed(null);
    throw new ApiError(reply.status, { code: 'invalid_reply' }, i18n.t('errors:unknown'));
  }
  return stored;
}
