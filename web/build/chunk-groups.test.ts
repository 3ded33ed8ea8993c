import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkGroupOf } from './chunk-groups.ts';

const nm = (file: string) => `/repo/node_modules/${file}`;

describe('the shared chunk groups', () => {
  it("put React's own files in their own group, not React Router nor React's other packages", () => {
    expect(chunkGroupOf(nm('react/cjs/react.production.js'))).toBe('react');
    expect(chunkGroupOf(nm('react-dom/cjs/react-dom-client.production.js'))).toBe('react');
    expect(chunkGroupOf(nm('scheduler/index.js'))).toBe('react');
    expect(chunkGroupOf(nm('react-router/dist/production/index.mjs'))).toBeUndefined();
    expect(chunkGroupOf(nm('react-i18next/dist/es/index.js'))).toBeUndefined();
  });

  it("put antd's provider, theme, utilities and style runtime in the antd group, not its components", () => {
    for (const file of [
      'antd/es/config-provider/index.js',
      'antd/es/theme/useToken.js',
      'antd/es/_util/hooks/useZIndex.js',
      'antd/es/locale/index.js',
      '@ant-design/cssinjs/es/index.js',
      '@ant-design/fast-color/es/index.js',
      '@rc-component/motion/es/index.js',
      '@rc-component/util/es/index.js',
    ])
      expect(chunkGroupOf(nm(file)), file).toBe('antd');
    for (const file of [
      'antd/es/table/Table.js',
      'antd/es/button/button.js',
      '@rc-component/table/es/index.js',
    ])
      expect(chunkGroupOf(nm(file)), file).toBeUndefined();
  });

  it("leave the app's own modules and antd's icon components alone", () => {
    expect(chunkGroupOf(nm('@ant-design/icons/es/icons/WarningFilled.js'))).toBeUndefined();
    expect(chunkGroupOf('/repo/web/src/shared/ui-kit/antd-provider.tsx')).toBeUndefined();
    expect(chunkGroupOf('/repo/web/src/shared/ui-kit/internal/icons/close-outlined.tsx')).toBeUndefined();
    expect(chunkGroupOf('C:\\repo\\node_modules\\react-dom\\client.js')).toBe('react');
  });

  it("put a drawing in the icons group only when both the kit's icons and antd's base draw it", () => {
    const kit = (name: string) => `/repo/web/src/shared/ui-kit/internal/icons/${name}.tsx`;
    const svg = (name: string) => nm(`@ant-design/icons-svg/es/asn/${name}.js`);
    const component = (name: string) => nm(`@ant-design/icons/es/icons/${name}.js`);
    const importers: Record<string, string[]> = {
      // antd's base draws a close button itself, and reaches RightOutlined through its Button.
      [svg('CloseOutlined')]: [kit('close-outlined'), component('CloseOutlined')],
      [component('CloseOutlined')]: [nm('antd/es/_util/hooks/useClosable.js')],
      [svg('RightOutlined')]: [component('RightOutlined'), kit('right-outlined')],
      [component('RightOutlined')]: [nm('antd/es/collapse/Collapse.js')],
      [nm('antd/es/collapse/Collapse.js')]: [nm('antd/es/button/Button.js')],
      [nm('antd/es/button/Button.js')]: [nm('antd/es/_util/ActionButton.js')],
      // Only the kit draws WhatsApp; only antd's Table draws the filter; both draw the search, but
      // antd's base does not reach the Select that does.
      [svg('WhatsAppOutlined')]: [kit('whats-app-outlined')],
      [svg('FilterFilled')]: [component('FilterFilled')],
      [component('FilterFilled')]: [nm('antd/es/table/hooks/useFilter/index.js')],
      [svg('SearchOutlined')]: [kit('search-outlined'), component('SearchOutlined')],
      [component('SearchOutlined')]: [nm('antd/es/select/useIcons.js')],
      [nm('antd/es/select/useIcons.js')]: [
        nm('antd/es/select/index.js'),
        '/repo/web/src/shared/ui-kit/select.ts',
      ],
    };
    const graph = { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };
    expect(chunkGroupOf(svg('CloseOutlined'), CHUNK_GROUPS, graph)).toBe('icons');
    expect(chunkGroupOf(svg('RightOutlined'), CHUNK_GROUPS, graph)).toBe('icons');
    expect(chunkGroupOf(svg('WhatsAppOutlined'), CHUNK_GROUPS, graph)).toBeUndefined();
    expect(chunkGroupOf(svg('FilterFilled'), CHUNK_GROUPS, graph)).toBeUndefined();
    expect(chunkGroupOf(svg('SearchOutlined'), CHUNK_GROUPS, graph)).toBeUndefined();
  });
});
