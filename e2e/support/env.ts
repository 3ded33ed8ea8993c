import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * The browser the journeys drive: Debian's headless build of Chromium unless CHROME_PATH names another.
 * It draws only what a test looks at, which spares the CPU the whole browser's frame and compositor.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
/** Set by the global setup; the workers inherit it. */
export const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the global setup did not run');
  return dir;
};

/** A cleaner's or guest's phone: the screen size the journeys check phones at, with touch. */
export const PHONE_CONTEXT = {
  baseURL: BASE_URL,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  timezoneId: 'Asia/Almaty',
};
