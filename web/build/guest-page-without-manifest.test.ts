import { describe, expect, it } from 'vitest';
import { guestPageWithoutManifest } from './guest-page-without-manifest.ts';
import { hook } from './plugin-hooks.ts';

const HTML =
  '<head><link rel="manifest" href="/manifest.webmanifest"><link rel="stylesheet" href="/assets/a.css"></head>';

const transform = (filename: string) =>
  hook(guestPageWithoutManifest(), 'transformIndexHtml')(HTML, { filename, path: '/' }) as string;

describe('the guest page without the install manifest', () => {
  it("drops the manifest's link from guest.html and keeps the rest", () => {
    expect(transform('/repo/web/guest.html')).toBe(
      '<head><link rel="stylesheet" href="/assets/a.css"></head>',
    );
  });

  it("leaves the staff app's index.html installable", () => {
    expect(transform('/repo/web/index.html')).toBe(HTML);
  });
});
