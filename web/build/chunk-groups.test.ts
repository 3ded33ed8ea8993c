import { describe, expect, it } from 'vitest';
import { chunkGroupOf } from './chunk-groups.ts';

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

  it("put the icons' drawings apart from antd's icon components, and leave the app's own modules alone", () => {
    expect(chunkGroupOf(nm('@ant-design/icons-svg/es/asn/WarningFilled.js'))).toBe('icons');
    expect(chunkGroupOf(nm('@ant-design/icons/es/icons/WarningFilled.js'))).toBeUndefined();
    expect(chunkGroupOf('/repo/web/src/shared/ui-kit/antd-provider.tsx')).toBeUndefined();
    expect(chunkGroupOf('C:\\repo\\node_modules\\react-dom\\client.js')).toBe('react');
  });
});
