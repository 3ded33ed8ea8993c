import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  scopeElementRules,
  TRIMMED_PREFIXES,
  trimAntdCss,
  unlistedButUsed,
  usedAntdComponents,
} from './antd-css-trim.mjs';

const require = createRequire(import.meta.url);
const antdCss = readFileSync(require.resolve('antd/dist/antd.css', { paths: ['web'] }), 'utf8');

describe('trimAntdCss', () => {
  const trimmed = trimAntdCss(antdCss);

  it('keeps the rules of the components the app draws, with their media queries and animations', () => {
    for (const kept of [
      '.ant-btn{',
      '.ant-table-wrapper',
      '.ant-picker-dropdown',
      '.ant-menu-inline',
      '.ant-select-dropdown',
      '.ant-drawer',
      '@keyframes antZoomIn',
      '@media (max-width: 575px){.ant-form-item',
    ]) {
      expect(trimmed, kept).toContain(kept);
    }
  });

  it('drops the unused components, the dark-coloured menu and the demo theme’s token blocks', () => {
    for (const dropped of [
      '.ant-card{',
      '.ant-picker-calendar',
      '.ant-menu-dark',
      '.ant-color-picker',
      '.ant-tour',
      '.css-var-_R_0_',
      'data-ant-cssinjs-cache-path',
    ]) {
      expect(antdCss, dropped).toContain(dropped);
      expect(trimmed, dropped).not.toContain(dropped);
    }
    expect(trimmed.length).toBeLessThan(antdCss.length * 0.8);
  });

  it('keeps a rule one of whose selectors belongs to a used component, and drops emptied media queries', () => {
    const css =
      '.ant-card .x,.ant-btn .x{color:red}' +
      '.ant-card{color:blue}' +
      '@media (max-width: 575px){.ant-card{margin:0}}' +
      '@media (max-width: 575px){.ant-card{margin:0}.ant-btn{margin:0}}' +
      '.ant-tabs-card{color:green}';
    expect(trimAntdCss(css, ['card'])).toBe(
      '.ant-card .x,.ant-btn .x{color:red}' +
        '@media (max-width: 575px){.ant-btn{margin:0}}' +
        '.ant-tabs-card{color:green}',
    );
  });

  it('reads braces inside strings as text', () => {
    const css = '.ant-card::after{content:"}{"}.ant-btn{color:red}';
    expect(trimAntdCss(css, ['card'])).toBe('.ant-btn{color:red}');
  });

  it('scopes the reset of links to antd’s components, as antd’s run-time styles did', () => {
    // Unscoped, `a:focus-visible` would take the focus ring off the plain sign-in pages' links.
    expect(antdCss).toMatch(/}a:focus-visible\{/);
    expect(trimmed).not.toMatch(/}a:focus-visible\{/);
    expect(trimmed).toContain(
      ':where([class*="css-var-"]) a:focus-visible,a:where([class*="css-var-"]):focus-visible{',
    );
    expect(scopeElementRules('a:active,a:hover')).toBe(
      ':where([class*="css-var-"]) a:active,a:where([class*="css-var-"]):active,' +
        ':where([class*="css-var-"]) a:hover,a:where([class*="css-var-"]):hover',
    );
    // Rules that name an antd class already apply only inside its components.
    expect(scopeElementRules('textarea.ant-input,.ant-btn')).toBe('textarea.ant-input,.ant-btn');
    expect(scopeElementRules('a:hover .ant-badge')).toBe('a:hover .ant-badge');
  });

  it('names only prefixes that antd.css has', () => {
    for (const prefix of TRIMMED_PREFIXES) expect(antdCss, prefix).toContain(`.ant-${prefix}`);
  });
});

describe('the build check', () => {
  it('names a trimmed component a build has come to use', () => {
    const used = usedAntdComponents([
      '/app/node_modules/antd/es/button/style/index.js',
      '/app/node_modules/antd/es/card/style/index.js',
      '/app/node_modules/antd/es/card/Card.js',
      'C:\\app\\node_modules\\antd\\es\\tour\\style\\index.js',
    ]);
    expect([...used].sort()).toEqual(['button', 'card', 'tour']);
    expect(unlistedButUsed(used)).toEqual(['card', 'tour']);
    expect(unlistedButUsed(new Set(['button', 'table']))).toEqual([]);
  });
});
