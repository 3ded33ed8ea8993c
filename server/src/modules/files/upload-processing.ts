import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  IMAGE_MAX_BYTES,
  type IMAGE_MIME_TYPES,
  IMAGE_SIZE_NAMES,
  IMAGE_SIZES,
  type TFileKind,
  type TImageSize,
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
  /** The smaller copies of a photo (IMAGE_SIZES), WebP; empty for documents. */
  variants: ImageVariant[];
}

export interface ImageVariant {
  size: TImageSize;
  bytes: Buffer;
}

/** Every size is WebP: Chrome, Safari 14+ and Firefox read it, and it is about a third smaller than JPEG. */
export const VARIANT_MIME = 'image/webp';
/**
 * Thumbnails are shown at 70-110 CSS px, so their artefacts are invisible at a lower quality; the
 * medium size may fill a phone screen and keeps more.
 */
const VARIANT_QUALITY: Record<TImageSize, number> = { thumb: 70, medium: 78 };
/**
 * libwebp's effort (0–6, default 4): 2 encodes a phone photo's sizes markedly faster for files a few
 * per cent larger. An upload waits
 * for its sizes, so the time is the cleaner's.
 */
const VARIANT_EFFORT = 2;

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
 * applies the size cap of that kind, and re-encodes images (DECISIONS.md §1).
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
  return { kind: 'document', mime, name, bytes, width: null, height: null, variants: [] };
}

/**
 * Turned upright by its EXIF orientation, shrunk to fit IMAGE_MAX_SIDE, and written afresh. sharp
 * copies no metadata unless asked (withMetadata), so EXIF, GPS position, XMP and comments are gone.
 * The photo is decoded once; the stored original and its smaller sizes are all encoded from those
 * pixels, so a 12 MP photo costs one decode, not three (the sizes are made here, never on a read).
 * An image sharp cannot decode is refused as unsupported rather than stored as it came.
 */
async function reencodeImage(
  bytes: Buffer,
  format: OutputFormat,
): Promise<{ bytes: Buffer; width: number; height: number; variants: ImageVariant[] }> {
  try {
    const pixels = await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = pixels.info;
    const decoded = () => sharp(pixels.data, { raw: { width, height, channels } });
    const [original, variants] = await Promise.all([
      decoded()
        .toFormat(format, format === 'png' ? {} : { quality: 85 })
        .toBuffer(),
      Promise.all(
        IMAGE_SIZE_NAMES.map(async (size) => ({ size, bytes: await encodeVariant(decoded(), size) })),
      ),
    ]);
    return { bytes: original, width, height, variants };
  } catch {
    throw unsupported();
  }
}

function encodeVariant(image: sharp.Sharp, size: TImageSize): Promise<Buffer> {
  const side = IMAGE_SIZES[size];
  return image
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY[size], effort: VARIANT_EFFORT })
    .toBuffer();
}

/**
 * One size of a photo stored before sizes existed, from its stored original (already upright and
 * without metadata); made on its first request and stored (files.service.ts).
 */
export function makeImageVariant(original: Buffer, size: TImageSize): Promise<Buffer> {
  return encodeVariant(sharp(original, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, animated: false }), size);
}
