/** Where the app keeps its light/dark switch (shared/stores/ui-store.ts, zustand persist). */
const UI_STORAGE_KEY = 'cleanops-ui';

/**
 * The theme chosen in the app, if this browser has one: someone who switched the app to dark gets the
 * guest page dark too. null when nothing was chosen, and the page follows prefers-color-scheme.
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

export function applyStoredTheme(root: HTMLElement): void {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(UI_STORAGE_KEY);
  } catch {
    raw = null;
  }
  const theme = storedTheme(raw);
  if (theme) root.dataset.theme = theme;
}
