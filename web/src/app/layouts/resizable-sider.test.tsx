// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIDER_MAX_WIDTH, SIDER_MIN_WIDTH, useUiStore } from '@/shared/stores/ui-store';
import { renderWidget } from '@/test/render';
import { ResizableSider } from './resizable-sider';

beforeEach(() => {
  useUiStore.setState({ siderWidth: 20, siderCollapsed: false });
});

const handle = () => screen.getByRole('separator', { name: 'Resize the menu' });

describe('ResizableSider', () => {
  it('has a focusable handle that says the menu’s width and its limits', async () => {
    const { user } = renderWidget(<ResizableSider>Menu</ResizableSider>);
    expect(handle()).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle()).toHaveAttribute('aria-valuenow', '20');
    expect(handle()).toHaveAttribute('aria-valuemin', String(SIDER_MIN_WIDTH));
    expect(handle()).toHaveAttribute('aria-valuemax', String(SIDER_MAX_WIDTH));
    await user.tab();
    expect(handle()).toHaveFocus();
  });

  it('widens and narrows the menu with the arrow keys, within its limits', async () => {
    useUiStore.setState({ siderWidth: SIDER_MIN_WIDTH + 1 });
    const { user } = renderWidget(<ResizableSider>Menu</ResizableSider>);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(handle()).toHaveAttribute('aria-valuenow', String(SIDER_MIN_WIDTH + 2));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(handle()).toHaveAttribute('aria-valuenow', String(SIDER_MIN_WIDTH));
    expect(handle()).toHaveFocus();
  });

  it('has no handle while the menu is collapsed', () => {
    useUiStore.setState({ siderCollapsed: true });
    renderWidget(<ResizableSider>Menu</ResizableSider>);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});
