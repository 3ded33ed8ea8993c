import { z } from 'zod';
import { ZIsoDateTime } from './common';

export const FILE_NAME_MAX = 120;

export const FILE_KINDS = ['image', 'document'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

/**
 * What an upload may be, recognised from the file's bytes, never from its name or the browser's
 * content type. Images are re-encoded (and lose their metadata) before they are stored.
 */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'video/mp4',
  'video/webm',
] as const;
/** For the browser's file picker (`accept`); the server decides from the bytes anyway. */
export const UPLOAD_ACCEPT = {
  image: IMAGE_MIME_TYPES.join(','),
  any: [
    ...IMAGE_MIME_TYPES,
    ...DOCUMENT_MIME_TYPES,
    '.doc',
    '.docx',
    '.xls',
    '.xlsx',
    '.ppt',
    '.pptx',
    '.odt',
    '.ods',
    '.odp',
  ].join(','),
} as const;

/**
 * Smaller copies of every stored photo, made once at upload as WebP: `thumb` for lists and
 * cards, `medium` for a larger card; the full one (`url`) is for the viewer. The number is the long
 * side in pixels; a photo already smaller is not enlarged. 480 lets a thumbnail of up to ~110 CSS px,
 * cropped square, stay sharp on a 3× phone screen, where 320 would have the browser take the medium one.
 */
export const IMAGE_SIZES = { thumb: 480, medium: 1280 } as const;
export type TImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as TImageSize[];
/** GET /files/{id}?size=…: a smaller copy of a photo; without it, the file as stored. */
export const ZFileSizeQuery = z.object({ size: z.enum(['thumb', 'medium']).optional() });

/** A stored file as every reply shows it. `url` is short-lived and signed, usable in <img src> and links. */
export const ZStoredFile = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(FILE_KINDS),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  /** The same signed link asking for the `thumb` / `medium` size (IMAGE_SIZES); null for documents. */
  thumbUrl: z.string().nullable(),
  mediumUrl: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/** Attaching an uploaded file (POST /uploads first) to a room's materials or a location's instructions. */
export const ZAttachFileRequest = z.object({ fileId: z.uuid() }).strict();
export type TAttachFileRequest = z.infer<typeof ZAttachFileRequest>;
export const ZFileListResponse = z.array(ZStoredFile);
