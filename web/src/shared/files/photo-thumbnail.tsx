import { IMAGE_SIZES, type TStoredFile } from '@cleanops/contracts';
import { Image, type ImageProps } from 'antd';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

type Photo = Pick<TStoredFile, 'url' | 'thumbUrl' | 'mediumUrl' | 'width' | 'height'>;

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
export function photoSources(photo: Photo, box: number): Pick<ImageProps, 'src' | 'srcSet' | 'sizes'> {
  if (!photo.thumbUrl || !photo.mediumUrl) return { src: photo.url };
  const ratio = photo.width && photo.height ? photo.width / photo.height : 1;
  return {
    src: photo.thumbUrl,
    srcSet: `${photo.thumbUrl} ${widthAt(photo, IMAGE_SIZES.thumb)}w, ${photo.mediumUrl} ${widthAt(photo, IMAGE_SIZES.medium)}w`,
    sizes: `${Math.ceil(box * Math.max(1, ratio))}px`,
  };
}

export interface PhotoThumbnailProps
  extends Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  photo: Photo;
  /** The square it is shown in, in CSS px; also its width and height, so nothing shifts while it loads. */
  size: number;
}

/**
 * A stored photo as a thumbnail: its small size, loaded when scrolled near, decoded off the main
 * thread; a click or Enter opens the full photo (`url`) in the viewer. Put it inside a
 * PhotoPreviewGroup, which keeps the viewer on the full photo.
 */
export function PhotoThumbnail({ photo, size, style, ...rest }: PhotoThumbnailProps) {
  return (
    <Image
      {...rest}
      {...photoSources(photo, size)}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      preview={{ src: photo.url }}
      style={{ objectFit: 'cover', ...style }}
    />
  );
}

/**
 * antd's viewer reuses the thumbnail's `srcSet` and `sizes`, with which the browser would show the
 * small thumbnail full screen; the viewer's image drops them and so loads `src`, the full photo.
 */
function fullPhotoOnly(node: ReactElement): ReactNode {
  return cloneElement(node as ReactElement<Record<string, unknown>>, {
    srcSet: undefined,
    sizes: undefined,
    loading: undefined,
  });
}

/** Image.PreviewGroup for PhotoThumbnails: one viewer for them all, showing each full photo. */
export function PhotoPreviewGroup({ children }: { children: ReactNode }) {
  return <Image.PreviewGroup preview={{ imageRender: fullPhotoOnly }}>{children}</Image.PreviewGroup>;
}
