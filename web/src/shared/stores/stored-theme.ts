import { browserStorage, UI_STORAGE_KEY } from './browser-storage';

/**
 * The theme chosen in the app, if this browser has one (ui-store.ts keeps it). null when nothing was
 * chosen, and the page follows prefers-color-scheme.
 */
export function storedTheme(raw: string | null): 'light' | 'dark' | null {
  try {
    const isDark = (JSON.parse(raw ?? 'null') as { state?: { isDarkMode?: unknown } } | null)?.state
      ?.isDarkMode;
    return typeof isDark === 'boolean' ? (isDark ? 'dark' : 'light') : null;
  } catch {
    return null;
  }
}

/**
 * Puts the stored theme on <html> (`data-theme`) before anything is drawn: the guest page for someone
 * who switched the app to dark, and index.html's splash while the app's code arrives.
 */
export function applyStoredTheme(root: HTMLElement): void {
  const theme = storedTheme(browserStorage.getItem(UI_STORAGE_KEY));
  if (theme) root.dataset.theme = theme;
}
