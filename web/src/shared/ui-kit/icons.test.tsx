// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render';
import * as icons from './icons';
import { CheckCircleFilled, CopyOutlined, SyncOutlined } from './icons';

describe('icons', () => {
  it('are decoration unless named: hidden from screen readers, the text beside them says it', () => {
    renderWidget(
      <button type="button">
        <CopyOutlined /> Copy link
      </button>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName('Copy link');
    expect(document.querySelector('.anticon-copy')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label when it says something alone', () => {
    renderWidget(
      <p>
        ann@example.com <CheckCircleFilled label="Verified" />
      </p>,
    );
    const icon = screen.getByRole('img', { name: 'Verified' });
    expect(icon).not.toHaveAttribute('aria-hidden');
    expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('turns with spin, and keeps its own class and size', () => {
    renderWidget(
      <>
        <SyncOutlined spin className="busy" style={{ fontSize: 20 }} />
        <SyncOutlined />
      </>,
    );
    const [spinning, still] = [...document.querySelectorAll('.anticon-sync')];
    expect(spinning).toHaveClass('anticon', 'anticon-spin', 'busy');
    expect(spinning).toHaveStyle({ fontSize: '20px' });
    expect(still).not.toHaveClass('anticon-spin');
    const svg = spinning?.querySelector('svg');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
  });

  it('each draws the icon it is named after', () => {
    for (const [name, Icon] of Object.entries(icons)) {
      const drawing = name
        .replace(/(Outlined|Filled)$/, '')
        .replace(/(?<=[a-z])(?=[A-Z])/g, '-')
        .toLowerCase();
      const { container, unmount } = renderWidget(<Icon />);
      expect(container.querySelector('.anticon'), name).toHaveClass(`anticon-${drawing}`);
      unmount();
    }
  });
});
