import {
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TEXT_MAX,
  IMAGE_MAX_BYTES,
  RATING_MAX,
  RATING_MIN,
} from '@cleanops/contracts/rules';
import type { FieldError } from '@/shared/api/api-error';

/** The review a guest is writing on the QR page (DECISIONS.md §8). */
export interface GuestReview {
  rating: number;
  text: string;
  photos: readonly File[];
}

export type ReviewField = 'rating' | 'text' | 'photos';
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** Some phone galleries hand over files without a type; the name still tells a photo. */
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|avif|bmp)$/i;

export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
}

export interface PhotoPick {
  /** What joins the review, in the order picked. */
  accepted: File[];
  notImages: string[];
  tooLarge: string[];
  /** Photos left out because the review already holds COMPLAINT_PHOTOS_MAX. */
  overLimit: number;
}

/**
 * Sorts a new pick: the server refuses the whole review for a non-image, an oversized photo or a
 * sixth photo, so the page refuses them first and keeps the rest rather than lose what was typed.
 */
export function pickPhotos(current: number, picked: readonly File[]): PhotoPick {
  const result: PhotoPick = { accepted: [], notImages: [], tooLarge: [], overLimit: 0 };
  for (const file of picked) {
    if (!isImageFile(file)) result.notImages.push(file.name);
    else if (file.size > IMAGE_MAX_BYTES) result.tooLarge.push(file.name);
    else if (current + result.accepted.length >= COMPLAINT_PHOTOS_MAX) result.overLimit += 1;
    else result.accepted.push(file);
  }
  return result;
}

/** What the page can tell before sending; the server checks the same rules (contracts/complaints.ts). */
export function checkReview(review: Pick<GuestReview, 'rating' | 'text'>): {
  rating?: 'ratingRequired';
  text?: 'textTooLong';
} {
  const errors: { rating?: 'ratingRequired'; text?: 'textTooLong' } = {};
  if (!Number.isInteger(review.rating) || review.rating < RATING_MIN || review.rating > RATING_MAX) {
    errors.rating = 'ratingRequired';
  }
  if (review.text.trim().length > COMPLAINT_TEXT_MAX) errors.text = 'textTooLong';
  return errors;
}

/** The multipart body of POST /public/rooms/{token}/complaints: `rating`, `text` and one `photos` part per photo. */
export function buildComplaintForm(review: GuestReview): FormData {
  const body = new FormData();
  body.append('rating', String(review.rating));
  body.append('text', review.text.trim());
  for (const photo of review.photos) body.append('photos', photo, photo.name);
  return body;
}

/**
 * Puts the server's field messages under the inputs they are about: a photo's message may come as
 * `photos.2`. Whatever names no input is returned apart, to be shown above the button.
 */
export function placeFieldErrors(fields: readonly FieldError[]): { byField: ReviewErrors; other: string[] } {
  const byField: ReviewErrors = {};
  const other: string[] = [];
  for (const { path, message } of fields) {
    const head = path.split('.')[0];
    if (head === 'rating' || head === 'text' || head === 'photos') byField[head] ??= message;
    else other.push(message);
  }
  return { byField, other };
}

/** "Try again in N minutes": whole minutes, never zero. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** Jobs starting today on this device's clock, as My work counts today. */
export function todayRange(now: Date): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
