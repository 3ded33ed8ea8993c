// Draws the app's install icons (web/public/icons) from the logo, for the web app manifest:
// 192 and 512 px "any" icons (the logo as it is, on transparency) and a 512 px maskable one (the logo
// inside the safe circle on a full-bleed brand background, so a launcher's round or squircle mask
// never cuts the tick), plus a 180 px apple-touch-icon. Run by hand after changing the logo:
//   node web/scripts/make-icons.mjs
// and commit the PNGs; the build only copies them.
import { mkdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';

const logo = await readFile(new URL('../public/images/logo.svg', import.meta.url));
const out = new URL('../public/icons/', import.meta.url);
await mkdir(out, { recursive: true });

/** The logo drawn at `size` px, crisp (rasterised at that size, not scaled from a small bitmap). */
function logoAt(size) {
  return sharp(logo, { density: Math.ceil((72 * size) / 48) })
    .resize(size, size)
    .png();
}

for (const size of [192, 512]) {
  await logoAt(size).toFile(new URL(`icon-${size}.png`, out).pathname);
}

// Maskable: the safe zone is the centre circle of 80% diameter; the logo's square fits inside it at 56%.
const MASKABLE = 512;
const inner = Math.round(MASKABLE * 0.56);
await sharp({ create: { width: MASKABLE, height: MASKABLE, channels: 4, background: '#1668dc' } })
  .composite([{ input: await logoAt(inner).toBuffer(), gravity: 'centre' }])
  .png()
  .toFile(new URL('maskable-512.png', out).pathname);

await sharp({ create: { width: 180, height: 180, channels: 4, background: '#ffffff' } })
  .composite([{ input: await logoAt(156).toBuffer(), gravity: 'centre' }])
  .png()
  .toFile(new URL('apple-touch-icon.png', out).pathname);
