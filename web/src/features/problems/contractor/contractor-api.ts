import type { TContractorOutcome, TPublicProblem } from '@cleanops/contracts';
import { type TLanguage, toAcceptLanguage } from '@cleanops/contracts/rules';
import { ApiError } from '@/shared/api/api-error';
import { contractorAnswerReply, publicProblemReply, readErrorBody } from '@/shared/api/reply';
import { sendForm } from '@/shared/api/send-form';

/*
 * The contractor page's two calls with plain fetch and XHR, as the guest page makes its own: no zod
 * and no app client in this light page; each reply is checked by its plain guard (shared/api/reply.ts).
 * No account and no region: the link's token is all the server needs, and the link was made by the
 * server of this very origin (its public address), so the API is this origin's.
 */

const REQUEST_TIMEOUT_MS = 30_000;

const base = () => '/api';

/** GET /public/problems/{token}: only this problem, in the language chosen for the contractor. */
export async function getPublicProblem(token: string, lng: TLanguage): Promise<TPublicProblem> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${base()}/public/problems/${encodeURIComponent(token)}`, {
      headers: { Accept: 'application/json', 'Accept-Language': toAcceptLanguage(lng) },
      signal: timeout,
    });
  } catch {
    throw new ApiError(0, { code: timeout.aborted ? 'timeout' : 'network' }, 'network');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, readErrorBody(json, response.headers.get('Retry-After')), 'unknown');
  }
  const parsed = publicProblemReply.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, { code: 'invalid_reply' }, 'unknown');
  return parsed.data;
}

export interface ContractorAnswer {
  outcome: TContractorOutcome;
  comment: string;
  photos: readonly File[];
}

export function buildAnswerForm(answer: ContractorAnswer): FormData {
  const body = new FormData();
  body.append('outcome', answer.outcome);
  body.append('comment', answer.comment.trim());
  for (const photo of answer.photos) body.append('photos', photo, photo.name);
  return body;
}

/**
 * POST /public/problems/{token}/answer as one multipart request. XMLHttpRequest rather than fetch
 * because only it reports upload progress, which matters with photos on a phone.
 */
export function sendAnswer(
  token: string,
  answer: ContractorAnswer,
  lng: TLanguage,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return sendForm(
    `${base()}/public/problems/${encodeURIComponent(token)}/answer`,
    buildAnswerForm(answer),
    lng,
    contractorAnswerReply,
    onProgress,
  );
}

/** `/fix/<token>` → the token; any other path → ''. */
export function contractorTokenFromPath(pathname: string): string {
  const match = /^\/fix\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
