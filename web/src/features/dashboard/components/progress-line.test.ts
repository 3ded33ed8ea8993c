import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressLine } from './progress-line';

describe('ProgressLine', () => {
  it('is a progressbar named by its own text, as antd Progress was (axe and the journeys read it)', () => {
    const html = renderToStaticMarkup(createElement(ProgressLine, { percent: 40, text: '2 of 5 done' }));
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="40"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="100"');
    expect(html).toContain('aria-label="2 of 5 done"');
    expect(html).toContain('style="width:40%"');
    expect(html).toContain('>2 of 5 done</span>');
  });
});
