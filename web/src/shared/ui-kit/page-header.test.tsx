// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the page its one h1, the way back up as links, and the page itself as the current step', async () => {
    const { user } = renderWidget(
      <PageHeader
        breadcrumb={[{ label: 'Locations', to: '/locations' }, { label: 'Sea view' }]}
        title="Sea view"
        subtitle="Rental · Almaty"
        actions={<button type="button">Edit</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sea view');
    expect(screen.getByText('Rental · Almaty')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(trail).getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
    expect(within(trail).getByText('Sea view').closest('li')).toHaveAttribute('aria-current', 'page');
    await user.tab();
    expect(within(trail).getByRole('link', { name: 'Locations' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('draws no trail and no empty line when it has only a title', () => {
    const { container } = renderWidget(<PageHeader title="Teams" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.querySelector('.kit-page-header-subtitle')).toBeNull();
    expect(container.querySelector('.kit-page-header-actions')).toBeNull();
  });
});
