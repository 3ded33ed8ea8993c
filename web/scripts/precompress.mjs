#!/usr/bin/env node
/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of a build,
 * so the server sends the smaller copy by content negotiation and never spends CPU compressing the
 * same file twice. Usage: `node scripts/precompress.mjs [distDir]` (default web/dist).
 *
 * Skipped: files under 1 KiB (the headers and the encoding cost more than they save), binary formats
 * that are already compressed (images, fonts), source maps (never served) and copies that would not
 * be smaller than the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml|ico)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compress(file) {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: 9 }),
  ]);
  const written = { source: source.length, br: 0, gz: 0 };
  // A stale copy from an earlier run must not outlive a file it no longer matches.
  for (const [ext, data] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (data.length < source.length) {
      await fs.writeFile(file + ext, data);
      written[ext.slice(1)] = data.length;
    } else {
      await fs.rm(file + ext, { force: true });
    }
  }
  return written;
}

async function main() {
  const stat = await fs.stat(dist).catch(() => null);
  if (!stat?.isDirectory()) {
    console.error(`precompress: ${dist} is not a directory (build first)`);
    process.exit(1);
  }
  const totals = { files: 0, source: 0, br: 0, gz: 0 };
  for await (const file of walk(dist)) {
    if (!TEXT.test(file)) continue;
    const { size } = await fs.stat(file);
    if (size < MIN_BYTES) continue;
    const written = await compress(file);
    totals.files += 1;
    totals.source += written.source;
    totals.br += written.br || written.source;
    totals.gz += written.gz || written.source;
  }
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `precompress: ${totals.files} files in ${path.relative(process.cwd(), dist) || '.'}: ` +
      `${kib(totals.source)} → brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`,
  );
}

await main();
