import { describe, expect, it } from 'vitest';
import { SignedLinks } from './signed-links';

describe('signed links', () => {
  it('reads the signing key once for the requests that arrive together at start-up', async () => {
    let reads = 0;
    const links = new SignedLinks(async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.alloc(32, 7);
    });
    await Promise.all(Array.from({ length: 50 }, () => links.ready()));
    expect(reads).toBe(1);
    const link = links.sign('/api/files/x', 'user-1', Date.now());
    const query = Object.fromEntries(new URL(link, 'http://h').searchParams);
    expect(links.verify('/api/files/x', query)).toBe('user-1');
  });

  it('tries the key again after a failed read, as when the database was down at start-up', async () => {
    let reads = 0;
    const links = new SignedLinks(async () => {
      reads++;
      if (reads === 1) throw new Error('database down');
      return Buffer.alloc(32, 1);
    });
    await expect(links.ready()).rejects.toThrow('database down');
    await links.ready();
    expect(reads).toBe(2);
    expect(links.sign('/a', 'u')).toContain('sig=');
  });
});
