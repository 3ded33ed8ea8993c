import QRCode from 'qrcode';
import sharp from 'sharp';

/** 'M' recovers ~15% of the code: enough for a smudged or creased print, still few modules to scan. */
const ERROR_CORRECTION = 'M';
/** Light modules around the code: the quiet zone a reader needs to find it (ISO/IEC 18004 asks for 4). */
const MARGIN = 4;
export const QR_PNG_WIDTH = 512;

/**
 * The room's QR code as PNG (DECISIONS.md §6: it encodes the room's public URL), at least `minWidth`
 * pixels wide. qrcode computes the modules; sharp draws them at a whole number of pixels each, so
 * every module is equally sharp. It is also several times faster than qrcode's own PNG writer, which
 * matters for a sheet of hundreds of rooms. Grayscale without alpha: in a PDF that is one image.
 */
export async function qrPng(text: string, minWidth = QR_PNG_WIDTH): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const side = modules.size + 2 * MARGIN;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) pixels[(row + MARGIN) * side + col + MARGIN] = 0;
  const scale = Math.ceil(minWidth / side);
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(side * scale, side * scale, { kernel: 'nearest' })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { errorCorrectionLevel: ERROR_CORRECTION, margin: MARGIN, type: 'svg' });
}

/**
 * Content-Disposition of a QR file named after user text (`<room or location name>-qr.<extension>`):
 * characters that break headers or paths are dropped; an ASCII fallback and the UTF-8 name (RFC 6266).
 */
export function qrFileDisposition(name: string, extension: 'png' | 'svg' | 'pdf', download: boolean): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}"\\/:*?<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points: half an emoji would make encodeURIComponent throw.
  const stem = Array.from(cleaned).slice(0, 100).join('');
  const fileName = `${stem || 'room'}-qr.${extension}`;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
