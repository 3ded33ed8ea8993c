/**
 * The start page's first data, asked for by the script index.html runs before the app's code
 * (preload-texts.ts) and taken by the API client (client.ts, adoptFirstData). The two are separate
 * bundles: they meet on the page's global object.
 */
export interface FirstData {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
  at: number;
}

const page = globalThis as { __cleanopsFirstData?: FirstData };

export function leaveFirstData(data: FirstData): void {
  page.__cleanopsFirstData = data;
}

/** What was left, once: the next call finds nothing. */
export function takeFirstData(): FirstData | undefined {
  const found = page.__cleanopsFirstData;
  page.__cleanopsFirstData = undefined;
  return found;
}
