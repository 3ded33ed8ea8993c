// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { Typography } from './typography';

/** happy-dom lays nothing out: a cut text is one whose content is taller and wider than its box. */
function layOutAsCut() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(80);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(120);
}

afterEach(() => vi.restoreAllMocks());

describe('Typography', () => {
  it('draws titles as headings of their level and text with its emphasis', () => {
    renderWidget(
      <>
        <Typography.Title level={2}>Rooms</Typography.Title>
        <Typography.Text strong type="danger">
          Overdue
        </Typography.Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Rooms' })).toBeInTheDocument();
    const overdue = screen.getByText('Overdue');
    expect(overdue.tagName).toBe('STRONG');
    expect(overdue.closest('[data-type]')).toHaveAttribute('data-type', 'danger');
  });

  it('opens a cut paragraph with More and closes it with Less, saying which it is', async () => {
    layOutAsCut();
    const { user } = renderWidget(
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }}>
        A long note about the kitchen
      </Typography.Paragraph>,
    );
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const less = screen.getByRole('button', { name: 'Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('offers no More button when the whole text fits', () => {
    renderWidget(
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }}>Short</Typography.Paragraph>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the full text in a hint only when it is cut', () => {
    layOutAsCut();
    renderWidget(
      <Typography.Text ellipsis={{ tooltip: 'checklist-for-the-big-hall.pdf' }}>checklist</Typography.Text>,
    );
    expect(screen.getByText('checklist').closest('[data-tip]')).toHaveAttribute(
      'data-tip',
      'checklist-for-the-big-hall.pdf',
    );
  });

  it('copies the given text and says so on its button', async () => {
    const { user } = renderWidget(
      <Typography.Text copyable={{ text: 'https://example.test/q/abc' }}>the link</Typography.Text>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://example.test/q/abc');
  });
});
