import { FILE_NAME_MAX } from '@cleanops/contracts';

/**
 * Control characters, and Unicode format characters such as U+202E (right-to-left override), which
 * can make `exe.pdf` read as `fdp.exe`; then what Windows and download headers cannot hold.
 */
const UNSAFE = /[\p{Cc}\p{Cf}<>:"/\\|?*]/gu;

/** The extension a name ends with, lower-cased and without its dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name a file is shown and downloaded under: the user's base name, cleaned, with the extension
 * of the type its bytes were recognised as (so `photo.png` that holds a JPEG becomes `photo.jpg`).
 * Never used as a path: the bytes live under our own key (file-storage.ts).
 */
export function sanitiseFileName(original: string | undefined, extension: string): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ');
  const dot = cleaned.lastIndexOf('.');
  let stem = trimDotsAndSpaces(dot > 0 ? cleaned.slice(0, dot) : cleaned);
  const suffix = `.${extension}`;
  // Cut by code points, not UTF-16 units, so a name never ends in half an emoji.
  const room = FILE_NAME_MAX - suffix.length;
  const points = Array.from(stem);
  if (points.length > room) stem = trimDotsAndSpaces(points.slice(0, room).join(''));
  return `${stem || 'file'}${suffix}`;
}

function trimDotsAndSpaces(value: string): string {
  return value.replace(/^[.\s]+|[.\s]+$/g, '');
}

/**
 * Content-Disposition with the name twice: RFC 6266 / RFC 5987 `filename*` for browsers that read
 * UTF-8, and a plain ASCII `filename` for those that do not.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
