import { IMAGE_SIZES, type TStoredFile } from '@cleanops/contracts';

/*
 * Kept apart from photo-thumbnail.tsx (antd) so a page without antd, such as the guest page, can put
 * the same `src` / `srcSet` / `sizes` on a plain <img>.
 */

export type Photo = Pick<TStoredFile, 'url' | 'thumbUrl' | 'mediumUrl' | 'width' | 'height'>;

/** The width of one stored size of a photo (IMAGE_SIZES is its long side; a smaller photo is not enlarged). */
function widthAt(photo: Photo, longSide: number): number {
  if (!photo.width || !photo.height) return longSide;
  return Math.round(photo.width * Math.min(1, longSide / Math.max(photo.width, photo.height)));
}

/**
 * `srcSet` and `sizes` for a photo shown cropped (`object-fit: cover`) in a `box`×`box` square: the
 * browser takes the thumbnail (480 px) unless the screen's density needs more, then the medium size.
 * A landscape photo covering the square is drawn wider than the square, so `sizes` says so.
 */
export function photoSources(photo: Photo, box: number): { src: string; srcSet?: string; sizes?: string } {
  if (!photo.thumbUrl || !photo.mediumUrl) return { src: photo.url };
  const ratio = photo.width && photo.height ? photo.width / photo.height : 1;
  return {
    src: photo.thumbUrl,
    srcSet: `${photo.thumbUrl} ${widthAt(photo, IMAGE_SIZES.thumb)}w, ${photo.mediumUrl} ${widthAt(photo, IMAGE_SIZES.medium)}w`,
    sizes: `${Math.ceil(box * Math.max(1, ratio))}px`,
  };
}
