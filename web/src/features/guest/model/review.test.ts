import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX, IMAGE_MAX_BYTES } from '@cleanops/contracts/rules';
import { describe, expect, it } from 'vitest';
import {
  buildComplaintForm,
  checkReview,
  isImageFile,
  minutesToWait,
  pickPhotos,
  placeFieldErrors,
  todayRange,
} from './review';

const photo = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

describe('photos a guest picks', () => {
  it('takes photos, including typeless files named like photos, and refuses other files', () => {
    expect(isImageFile(photo('a.jpg'))).toBe(true);
    expect(isImageFile(photo('IMG_0001.HEIC', ''))).toBe(true);
    expect(isImageFile(photo('notes.pdf', 'application/pdf'))).toBe(false);
    expect(isImageFile(photo('clip', ''))).toBe(false);
  });

  it('keeps at most five photos and says how many were left out', () => {
    const picked = Array.from({ length: 3 }, (_, i) => photo(`p${i}.jpg`));
    const pick = pickPhotos(COMPLAINT_PHOTOS_MAX - 2, picked);
    expect(pick.accepted.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(pick.overLimit).toBe(1);
  });

  it('refuses a sixth photo once five are there', () => {
    const pick = pickPhotos(COMPLAINT_PHOTOS_MAX, [photo('sixth.jpg')]);
    expect(pick.accepted).toEqual([]);
    expect(pick.overLimit).toBe(1);
  });

  it('names the files refused as not photos or too large, and keeps the good ones', () => {
    const pick = pickPhotos(0, [
      photo('menu.pdf', 'application/pdf'),
      photo('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1),
      photo('ok.png', 'image/png'),
    ]);
    expect(pick.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(pick.notImages).toEqual(['menu.pdf']);
    expect(pick.tooLarge).toEqual(['huge.jpg']);
    expect(pick.overLimit).toBe(0);
  });
});

describe('checking the review before sending', () => {
  it('requires a rating from 1 to 5', () => {
    expect(checkReview({ rating: 0, text: 'dirty' }).rating).toBe('ratingRequired');
    expect(checkReview({ rating: 6, text: '' }).rating).toBe('ratingRequired');
    expect(checkReview({ rating: 1, text: '' })).toEqual({});
    expect(checkReview({ rating: 5, text: '' })).toEqual({});
  });

  it('refuses a text longer than the limit', () => {
    expect(checkReview({ rating: 3, text: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) }).text).toBe('textTooLong');
    expect(checkReview({ rating: 3, text: 'x'.repeat(COMPLAINT_TEXT_MAX) }).text).toBeUndefined();
  });
});

describe('the multipart body', () => {
  it('holds the rating, the trimmed text and one photos part per photo', () => {
    const body = buildComplaintForm({
      rating: 2,
      text: '  The sink was dirty.  ',
      photos: [photo('sink.jpg'), photo('floor.png', 'image/png')],
    });
    expect(body.get('rating')).toBe('2');
    expect(body.get('text')).toBe('The sink was dirty.');
    const parts = body.getAll('photos') as File[];
    expect(parts.map((f) => [f.name, f.type])).toEqual([
      ['sink.jpg', 'image/jpeg'],
      ['floor.png', 'image/png'],
    ]);
  });

  it('sends an empty text and no photo parts when there are none', () => {
    const body = buildComplaintForm({ rating: 5, text: '', photos: [] });
    expect(body.get('text')).toBe('');
    expect(body.getAll('photos')).toEqual([]);
  });
});

describe("the server's refusals", () => {
  it('puts field messages under their inputs and keeps the rest apart', () => {
    const placed = placeFieldErrors([
      { path: 'rating', message: 'Choose from 1 to 5 stars.' },
      { path: 'photos.2', message: 'Only photos can be added here.' },
      { path: 'photos.3', message: 'A second photo message' },
      { path: 'file', message: 'Something else' },
    ]);
    expect(placed.byField).toEqual({
      rating: 'Choose from 1 to 5 stars.',
      photos: 'Only photos can be added here.',
    });
    expect(placed.other).toEqual(['Something else']);
  });

  it('asks to come back in whole minutes, at least one', () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(3599)).toBe(60);
  });
});

describe("a staff member's day", () => {
  it('runs from local midnight to the next local midnight', () => {
    const now = new Date(2025, 2, 14, 15, 30);
    const { from, to } = todayRange(now);
    expect(new Date(from)).toEqual(new Date(2025, 2, 14));
    expect(new Date(to)).toEqual(new Date(2025, 2, 15));
  });
});
