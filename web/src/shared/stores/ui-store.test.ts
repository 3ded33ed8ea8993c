import { describe, expect, it } from 'vitest';
import { siderWidthAfterDrag } from './ui-store';

describe('side menu drag (SPEC.md §9)', () => {
  it('collapses below 5% and clamps to 15–50% otherwise', () => {
    expect(siderWidthAfterDrag(4)).toEqual({ collapsed: true, width: null });
    expect(siderWidthAfterDrag(8)).toEqual({ collapsed: false, width: 15 });
    expect(siderWidthAfterDrag(22.5)).toEqual({ collapsed: false, width: 22.5 });
    expect(siderWidthAfterDrag(80)).toEqual({ collapsed: false, width: 50 });
  });
});
