import { z } from 'zod';
import { ZIsoDateTime } from './common';

/** Upload caps (DECISIONS.md §1 via the places issue): images 10 MB, documents 20 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
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
  createdAt: ZIsoDateTime,
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

/** Attaching an uploaded file (POST /uploads first) to a room's materials or a location's instructions. */
export const ZAttachFileRequest = z.object({ fileId: z.uuid() }).strict();
export type TAttachFileRequest = z.infer<typeof ZAttachFileRequest>;
export const ZFileListResponse = z.array(ZStoredFile);
