import { type TLanguage, toAcceptLanguage } from '@cleanops/contracts/rules';
import { ApiError } from './api-error';
import { type ReplyCheck, readErrorBody } from './reply';

/** Five phone photos over a weak connection take minutes, not the 30 s of a JSON call. */
export const SEND_TIMEOUT_MS = 10 * 60_000;

/**
 * POSTs a multipart form without an account (the guest's review, the contractor's answer) and
 * resolves once the reply passes `check`. XMLHttpRequest rather than fetch because only it reports
 * upload progress, which matters with photos on a phone. Rejects with an ApiError (status 0 when no
 * answer came).
 */
export function sendForm(
  url: string,
  body: FormData,
  lng: TLanguage,
  check: ReplyCheck<unknown>,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = SEND_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', toAcceptLanguage(lng));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'network' }, 'network'));
    xhr.ontimeout = () => reject(new ApiError(0, { code: 'timeout' }, 'timeout'));
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(xhr.status, readErrorBody(json, xhr.getResponseHeader('Retry-After')), 'unknown'),
        );
      } else if (check.safeParse(json).success) {
        resolve();
      } else {
        reject(new ApiError(xhr.status, { code: 'invalid_reply' }, 'unknown'));
      }
    };
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.send(body);
  });
}
