/** Trailing marks that read badly before an ellipsis ("dirty, …"). */
const DANGLING = /[\s,;:.\-–—(«"“]+$/u;

/**
 * `text` on one line, at most `max` characters (as a person counts them, not UTF-16 units): cut at
 * the last word that fits and ended with "…", so a title never stops mid-word. A single
 * word longer than half of `max` is cut where it must be.
 */
export function shortenAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  // The ellipsis takes the last place.
  const room = max - 1;
  const head = chars.slice(0, room).join('');
  const whole = chars[room] === ' ' ? head : head.slice(0, Math.max(head.lastIndexOf(' '), 0));
  const cut = [...whole].length >= max / 2 ? whole : head;
  return `${cut.replace(DANGLING, '')}…`;
}
