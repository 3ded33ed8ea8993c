import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Image, type ImageProps } from '@/shared/ui-kit/image';
import { type Photo, photoSources } from './photo-sources';

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
