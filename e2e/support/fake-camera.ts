import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROME_PATH } from './env';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video of one image (what Chromium's fake camera plays in a loop): a QR code held in front of
 * the phone. Grey pixels are the luma plane; the colour planes are neutral.
 */
async function y4mOf(image: Buffer): Promise<Buffer> {
  const luma = await sharp(image)
    .resize(360, 360, { fit: 'contain', background: '#ffffff' })
    .extend({ top: 60, bottom: 60, left: 140, right: 140, background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`unexpected frame size ${luma.length}`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, frame, frame, frame]);
}

/** A Chromium whose camera sees the given image (a room's QR code), with camera permission granted. */
export async function browserWithCameraShowing(
  image: Buffer,
): Promise<{ browser: Browser; cleanup: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-camera-'));
  const video = path.join(dir, 'qr.y4m');
  await fs.writeFile(video, await y4mOf(image));
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  return {
    browser,
    cleanup: async () => {
      await browser.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
