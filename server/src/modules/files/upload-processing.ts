import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  IMAGE_MAX_BYTES,
  type IMAGE_MIME_TYPES,
  type TFileKind,
} from '@cleanops/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors';
import { extensionOf, sanitiseFileName } from './file-names';

const MB = 1024 * 1024;

/** A photo is shown on phones and printed at most A4: 2560 px on the long side is plenty. */
export const IMAGE_MAX_SIDE = 2560;
/**
 * A small PNG can claim a huge canvas (a decompression bomb). 110 megapixels still takes the photo of
 * a 108 MP phone camera (12000×9000) but keeps one decode under half a gigabyte.
 */
const IMAGE_MAX_INPUT_PIXELS = 110_000_000;

export interface ProcessedUpload {
  kind: TFileKind;
  mime: string;
  name: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

export const fileTooLarge = () =>
  new AppError('file_too_large', {
    vars: { imageMb: IMAGE_MAX_BYTES / MB, documentMb: DOCUMENT_MAX_BYTES / MB },
  });
const unsupported = () => new AppError('unsupported_file_type');

/**
 * Old binary Office files are all one container (Compound File Binary) to a byte sniffer; which
 * program made one is told only by its name. Anything else in that container (an .msi, a .msg) is refused.
 */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

type OutputFormat = 'jpeg' | 'png' | 'webp';
const IMAGE_OUTPUT: Record<(typeof IMAGE_MIME_TYPES)[number], { format: OutputFormat; ext: string }> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/png': { format: 'png', ext: 'png' },
  'image/webp': { format: 'webp', ext: 'webp' },
  // A GIF keeps its first frame only, as a PNG: training photos are stills, and sharp writes GIFs poorly.
  'image/gif': { format: 'png', ext: 'png' },
};

/**
 * Decides what an upload is from its bytes alone (never its name or the browser's content type),
 * applies the size cap of that kind, and re-encodes images (DECISIONS.md §1, the places issue).
 * Throws 413 `file_too_large` or 415 `unsupported_file_type`.
 */
export async function processUpload(
  bytes: Buffer,
  originalName: string | undefined,
): Promise<ProcessedUpload> {
  if (bytes.length > DOCUMENT_MAX_BYTES) throw fileTooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) throw unsupported();

  const image = IMAGE_OUTPUT[detected.mime as keyof typeof IMAGE_OUTPUT];
  if (image) {
    if (bytes.length > IMAGE_MAX_BYTES) throw fileTooLarge();
    const encoded = await reencodeImage(bytes, image.format);
    return {
      kind: 'image',
      mime: `image/${image.format}`,
      name: sanitiseFileName(originalName, image.ext),
      ...encoded,
    };
  }

  if (detected.mime === 'application/x-cfb') {
    const ext = extensionOf(originalName ?? '');
    const mime = CFB_BY_EXTENSION[ext];
    if (!mime) throw unsupported();
    return document(bytes, mime, sanitiseFileName(originalName, ext));
  }
  if ((DOCUMENT_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    return document(bytes, detected.mime, sanitiseFileName(originalName, detected.ext));
  }
  throw unsupported();
}

function document(bytes: Buffer, mime: string, name: string): ProcessedUpload {
  return { kind: 'document', mime, name, bytes, width: null, height: null };
}

/**
 * Turned upright by its EXIF orientation, shrunk to fit IMAGE_MAX_SIDE, and written afresh. sharp
 * copies no metadata unless asked (withMetadata), so EXIF, GPS position, XMP and comments are gone.
 * An image sharp cannot decode is refused as unsupported rather than stored as it came.
 */
async function reencodeImage(
  bytes: Buffer,
  format: OutputFormat,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'png' ? {} : { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw unsupported();
  }
}
