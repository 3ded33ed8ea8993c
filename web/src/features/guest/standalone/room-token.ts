/** `/q/<token>` → the token; any other path (the server sends the page for every /q/*) → ''. */
export function tokenFromPath(pathname: string): string {
  const match = /^\/q\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
