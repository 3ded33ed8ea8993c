import { describe, expect, it } from 'vitest';
import { KIT_ICON_MODULES } from './kit-icon-modules.ts';

const pure = (id: string) => KIT_ICON_MODULES.some((rule) => rule.test.test(id) && !rule.sideEffects);

describe("the kit's icon modules", () => {
  it('are the icons module and each icon of it, declared free of side effects', () => {
    expect(pure('/repo/web/src/shared/ui-kit/icons.ts')).toBe(true);
    expect(pure('/repo/web/src/shared/ui-kit/internal/icons/copy-outlined.tsx')).toBe(true);
    expect(pure('C:\\repo\\web\\src\\shared\\ui-kit\\internal\\icons\\whats-app-outlined.tsx')).toBe(true);
  });

  it('leave every other module alone: the drawer and its stylesheet, the kit, the app', () => {
    for (const id of [
      '/repo/web/src/shared/ui-kit/internal/ant-icon.tsx',
      '/repo/web/src/shared/ui-kit/internal/ant-icon.css',
      '/repo/web/src/shared/ui-kit/icons.test.tsx',
      '/repo/web/src/shared/ui-kit/button.tsx',
      '/repo/web/src/main.tsx',
      '/repo/node_modules/@ant-design/icons-svg/es/asn/CopyOutlined.js',
    ])
      expect(pure(id), id).toBe(false);
  });
});
