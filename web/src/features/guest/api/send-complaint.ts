import { type TApiError, toAcceptLanguage, ZApiError, ZGuestComplaintResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '@/shared/api/api-error';
import { apiBaseUrl } from '@/shared/config/regions';
import { currentLanguage, i18n } from '@/shared/i18n/i18n';
import { useAuthStore } from '@/shared/stores/auth-store';
import { buildComplaintForm, type GuestReview } from '../model/review';

type TGuestComplaintResponse = z.infer<typeof ZGuestComplaintResponse>;

/** Five phone photos over a weak connection take minutes, not the 30 s of a JSON call. */
const SEND_TIMEOUT_MS = 10 * 60_000;

function parseErrorBody(text: string, retryAfterHeader: string | null): Partial<TApiError> | null {
  let body: Partial<TApiError> | null = null;
  try {
    const parsed = ZApiError.safeParse(JSON.parse(text));
    body = parsed.success ? parsed.data : null;
  } catch {
    body = null;
  }
  // A limit that answers without details still says when to come back in the standard header.
  const headerSeconds = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : Number.NaN;
  if (body?.details?.retryAfterSeconds === undefined && Number.isFinite(headerSeconds)) {
    body = { ...body, details: { ...body?.details, retryAfterSeconds: headerSeconds } };
  }
  return body;
}

/**
 * POST /public/rooms/{token}/complaints as one multipart request. XMLHttpRequest rather than fetch
 * because only it reports upload progress, which matters with photos on a phone. No Authorization
 * header: the guest has no account, and a signed-in employee leaving a review is a guest too.
 * Rejects with an ApiError (status 0 when no answer came); the page shows every failure itself.
 */
export function sendGuestComplaint(
  token: string,
  review: GuestReview,
  onProgress?: (percent: number) => void,
): Promise<TGuestComplaintResponse> {
  const { region } = useAuthStore.getState();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl(region)}/public/rooms/${encodeURIComponent(token)}/complaints`);
    xhr.timeout = SEND_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', toAcceptLanguage(currentLanguage()));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'network' }, i18n.t('errors:network')));
    xhr.ontimeout = () => reject(new ApiError(0, { code: 'timeout' }, i18n.t('errors:timeout')));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const body = parseErrorBody(xhr.responseText, xhr.getResponseHeader('Retry-After'));
        reject(new ApiError(xhr.status, body, i18n.t('errors:unknown')));
        return;
      }
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Reported by the contract check below.
      }
      const parsed = ZGuestComplaintResponse.safeParse(json);
      if (!parsed.success) {
        console.error('Reply of the guest complaint does not match the contract', parsed.error);
        reject(new ApiError(xhr.status, { code: 'invalid_reply' }, i18n.t('errors:unknown')));
        return;
      }
      resolve(parsed.data);
    };
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.send(buildComplaintForm(review));
  });
}

export function useSendGuestComplaint(token: string, onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (review: GuestReview) => sendGuestComplaint(token, review, onProgress),
  });
}
