// @vitest-environment happy-dom
import type { TProblemPage, TProblemSummary } from '@cleanops/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { ProblemsPage } from './problems-page';

let uuid = 0;
const id = () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, '0')}`;
const LOCATION = { id: '7b0c4f7e-3a1d-4c55-9a43-5d8e0f6b2a11', title: 'Lake house' };

function problem(text: string, fields: Partial<TProblemSummary> = {}): TProblemSummary {
  return {
    id: id(),
    location: LOCATION,
    room: null,
    occurrenceId: null,
    kind: 'maintenance',
    severity: 'blocks_use',
    state: 'open',
    text,
    reporter: { id: id(), name: 'Aigerim', surname: null },
    assignee: null,
    cover: null,
    photosCount: 1,
    closedAt: null,
    reason: null,
    createdAt: '2026-11-29T06:00:00.000Z',
    updatedAt: '2026-11-29T06:00:00.000Z',
    ...fields,
  };
}

const asked: URLSearchParams[] = [];
let items: TProblemSummary[] = [];

/** Where the page is: the filters live in the address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

beforeEach(() => {
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
  uuid = 0;
  asked.length = 0;
  items = [
    problem('No hot water'),
    problem('Sofa leg broken', { kind: 'damage', severity: 'needs_attention', state: 'in_progress' }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname.endsWith('/locations')) {
        return Response.json({ items: [], total: 0, page: 1, pageSize: 100 });
      }
      asked.push(url.searchParams);
      const state = url.searchParams.get('state');
      const shown = items.filter((item) => !state || item.state === state);
      return Response.json({
        items: shown,
        total: shown.length,
        page: 1,
        pageSize: 20,
      } satisfies TProblemPage);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProblemsPage', () => {
  it('shows each problem as a card on a phone, with its state, severity and place, linking to its page', async () => {
    renderWidget(<ProblemsPage />, { route: '/problems' });
    expect(await screen.findByRole('heading', { name: 'Problems', level: 1 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'No hot water' });
    expect(link).toHaveAttribute('href', `/problems/${items[0]?.id}`);
    const card = within(link.closest('[role="listitem"]') as HTMLElement);
    expect(card.getByText('Open')).toBeInTheDocument();
    expect(card.getByText('Blocks use')).toBeInTheDocument();
    expect(card.getByText('Lake house')).toBeInTheDocument();
    expect(card.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sofa leg broken' })).toBeInTheDocument();
  });

  it('keeps a chosen filter in the address and asks the server for it', async () => {
    const { user } = renderWidget(
      <>
        <ProblemsPage />
        <Address />
      </>,
      { route: '/problems' },
    );
    await screen.findByRole('link', { name: 'No hot water' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'In progress');
    await vi.waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/problems?state=in_progress'),
    );
    await vi.waitFor(() => expect(asked.at(-1)?.get('state')).toBe('in_progress'));
    expect(await screen.findByRole('link', { name: 'Sofa leg broken' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'No hot water' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/problems$/));
  });

  it('says when no problem matches the filters', async () => {
    items = [];
    renderWidget(<ProblemsPage />, { route: '/problems?severity=note' });
    expect(
      await screen.findByText('No problems match these filters. Clear them to see all.'),
    ).toBeInTheDocument();
    expect(asked.at(-1)?.get('severity')).toBe('note');
  });

  it('reads in Russian and Kazakh without a raw key', async () => {
    await i18next.changeLanguage('ru');
    const { unmount } = renderWidget(<ProblemsPage />, { route: '/problems' });
    await screen.findByRole('link', { name: 'No hot water' });
    expect(screen.getAllByText('Нельзя пользоваться').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/columns\.|state\.|severity\.|filters\.|kind\./);
    unmount();
    await i18next.changeLanguage('kk');
    renderWidget(<ProblemsPage />, { route: '/problems' });
    await screen.findByRole('link', { name: 'No hot water' });
    expect(document.body.textContent).not.toMatch(/columns\.|state\.|severity\.|filters\.|kind\./);
  });
});
