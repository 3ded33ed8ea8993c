import { z } from 'zod';
import { ZIsoDateTime, ZListQuery, ZPage } from './common';

/** DECISIONS.md §11: app versions are kept per platform. */
export const APP_PLATFORMS = ['web', 'ios', 'android'] as const;
export const ZAppPlatform = z.enum(APP_PLATFORMS);
export type TAppPlatform = z.infer<typeof ZAppPlatform>;

/** A version number: 1 to 4 dot-separated numbers (`2`, `1.4`, `1.4.2`, `1.4.2.105`). */
const VERSION_RE = /^\d{1,6}(?:\.\d{1,6}){0,3}$/;
export const ZAppVersionNumber = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .max(32, { message: 'maxLength' })
  .regex(VERSION_RE, { message: 'invalidVersion' });

/** Compares two version numbers part by part (`1.10` is after `1.9`; a missing part counts as 0). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export const ZAppVersion = z.object({
  id: z.uuid(),
  platform: ZAppPlatform,
  number: z.string(),
  releasedAt: ZIsoDateTime,
  /** The oldest version that still works with the server once this one is out; older ones must update. */
  minimumSupported: z.string(),
  createdAt: ZIsoDateTime,
});
export type TAppVersion = z.infer<typeof ZAppVersion>;

/** GET /admin/app-versions: newest release first. */
export const ZAppVersionsQuery = ZListQuery.extend({
  platform: ZAppPlatform.optional(),
}).strict();
export type TAppVersionsQuery = z.input<typeof ZAppVersionsQuery>;
export const ZAppVersionsResponse = ZPage(ZAppVersion);
export type TAppVersionsResponse = z.infer<typeof ZAppVersionsResponse>;

/** POST /admin/app-versions (right manage_app_versions). A number is used once per platform (409). */
export const ZCreateAppVersionRequest = z
  .object({
    platform: ZAppPlatform,
    number: ZAppVersionNumber,
    releasedAt: ZIsoDateTime,
    minimumSupported: ZAppVersionNumber,
  })
  .strict()
  // A malformed number is its own field's error; the two are compared only when both are numbers.
  .refine(
    (v) =>
      !VERSION_RE.test(v.minimumSupported) ||
      !VERSION_RE.test(v.number) ||
      compareVersions(v.minimumSupported, v.number) <= 0,
    {
      path: ['minimumSupported'],
      message: 'minimumAboveVersion',
    },
  );
export type TCreateAppVersionRequest = z.input<typeof ZCreateAppVersionRequest>;

/** GET /app-versions/latest?platform= (public, no session). */
export const ZLatestAppVersionQuery = z.object({ platform: ZAppPlatform }).strict();
export type TLatestAppVersionQuery = z.input<typeof ZLatestAppVersionQuery>;

export const ZLatestAppVersionResponse = z.object({
  platform: ZAppPlatform,
  /** The newest version released so far (release date not in the future), or null before the first. */
  latest: ZAppVersion.pick({ number: true, releasedAt: true, minimumSupported: true }).nullable(),
  /**
   * Web only: the build id of the web app the server serves now (its `version.json`). A loaded page
   * whose own build id differs offers a reload. Null when no build is served (development) or for
   * other platforms.
   */
  build: z.string().nullable(),
});
export type TLatestAppVersionResponse = z.infer<typeof ZLatestAppVersionResponse>;

/** The file a web build writes beside its index.html; the server reads it to answer `build`. */
export const WEB_VERSION_FILE = 'version.json';
export const ZWebVersionFile = z.object({ buildId: z.string().min(1).max(100), builtAt: ZIsoDateTime });
export type TWebVersionFile = z.infer<typeof ZWebVersionFile>;
