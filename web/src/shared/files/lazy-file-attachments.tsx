import { lazyPart } from '../ui-kit/lazy-dialog';
import type { FileAttachmentsProps } from './file-attachments';

/**
 * The files of a room or a location (file-attachments.tsx) with the uploader's and the viewer's code
 * fetched apart from the page's: they sit below the page's first view.
 * Until it arrives, a box of a thumbnail's height holds their place.
 */
export const LazyFileAttachments = lazyPart<FileAttachmentsProps>(
  () => import('./file-attachments').then((m) => m.FileAttachments),
  <div style={{ minHeight: 104 }} aria-busy="true" />,
);
