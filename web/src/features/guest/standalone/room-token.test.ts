import { describe, expect, it } from 'vitest';
import { tokenFromPath } from './room-token';

describe('the room token in the address', () => {
  it('is the one segment after /q/', () => {
    expect(tokenFromPath('/q/AbC123')).toBe('AbC123');
    expect(tokenFromPath('/q/AbC123/')).toBe('AbC123');
    expect(tokenFromPath('/q/a%20b')).toBe('a b');
    // A broken escape is kept as typed: the server answers it as an unknown room.
    expect(tokenFromPath('/q/%E0')).toBe('%E0');
  });

  it('is empty for any other path, which the page shows as an unknown code', () => {
    for (const path of ['/q/', '/q', '/', '/q/a/b', '/locations']) expect(tokenFromPath(path), path).toBe('');
  });
});
