import { describe, expect, it } from 'vitest';
import { shortenAtWord } from './text';

describe('shortenAtWord', () => {
  const drain = 'The shower drain is blocked and the water   stands\nall over the bathroom floor again';

  it('keeps a text that fits, on one line', () => {
    expect(shortenAtWord('  Towels\nwere dirty ', 60)).toBe('Towels were dirty');
  });

  it('cuts at the last whole word and ends with an ellipsis, within the limit', () => {
    const short = shortenAtWord(drain, 60);
    expect(short).toBe('The shower drain is blocked and the water stands all over…');
    expect([...short].length).toBeLessThanOrEqual(60);
  });

  it('cuts a word that ends exactly at the limit as a whole word', () => {
    expect(shortenAtWord('abcd efg hij', 8)).toBe('abcd…');
    expect(shortenAtWord('abcdef ghi', 7)).toBe('abcdef…');
  });

  it('drops a comma or dash left before the ellipsis', () => {
    expect(shortenAtWord('Полотенца грязные, душ не работает', 20)).toBe('Полотенца грязные…');
  });

  it('cuts one overlong word where it must', () => {
    expect(shortenAtWord('Aaaaaaaaaaaaaaaaaaaaaaaaa', 10)).toBe('Aaaaaaaaa…');
  });

  it('counts emoji and other astral characters as one', () => {
    expect(shortenAtWord('😡😡😡 грязно и шумно', 12)).toBe('😡😡😡 грязно…');
  });
});
