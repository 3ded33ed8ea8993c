import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

const photo = (width: number | null, height: number | null, sized = true) => ({
  url: '/api/files/1?sig=s',
  thumbUrl: sized ? '/api/files/1?sig=s&size=thumb' : null,
  mediumUrl: sized ? '/api/files/1?sig=s&size=medium' : null,
  width,
  height,
});

describe('photoSources', () => {
  it('offers the thumbnail and the medium size with their real widths', () => {
    // An upright phone photo stored at 1920×2560: thumbnail 360×480, medium 960×1280.
    expect(photoSources(photo(1920, 2560), 96)).toEqual({
      src: '/api/files/1?sig=s&size=thumb',
      srcSet: '/api/files/1?sig=s&size=thumb 360w, /api/files/1?sig=s&size=medium 960w',
      sizes: '96px',
    });
  });

  it('says a landscape photo covering the square is drawn wider than the square', () => {
    const sources = photoSources(photo(2560, 1920), 96);
    expect(sources.sizes).toBe('128px');
    expect(sources.srcSet).toContain('size=thumb 480w');
  });

  it('does not claim more pixels than a small photo has', () => {
    expect(photoSources(photo(200, 100), 72).srcSet).toBe(
      '/api/files/1?sig=s&size=thumb 200w, /api/files/1?sig=s&size=medium 200w',
    );
  });

  it('shows the file itself when it has no sizes', () => {
    expect(photoSources(photo(null, null, false), 96)).toEqual({ src: '/api/files/1?sig=s' });
  });
});
