// @vitest-environment happy-dom
import type { TReadinessBoard, TReadinessPeriod, TReadinessRental } from '@cleanops/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { ReadinessPage } from './readiness-page';

/** Almaty has no summer time: 06:00 UTC is 11:00 there, on 29 November. */
const NOW = '2026-11-29T06:00:00.000Z';
const ZONE = 'Asia/Almaty';
let uuid = 0;
const id = () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, '0')}`;

function stay(checkIn: string, checkOut: string, checkInAt: string, checkOutAt: string) {
  return { bookingId: id(), checkIn, checkOut, checkInAt, checkOutAt, summary: 'Guest' };
}

function rental(title: string, fields: Partial<TReadinessRental>): TReadinessRental {
  return {
    location: { id: id(), title, address: 'Dostyk Ave 5', timezone: ZONE },
    state: 'ready',
    currentStay: null,
    nextStay: null,
    dirtySince: null,
    cleaningJob: null,
    lastInspection: null,
    blockingProblem: null,
    ...fields,
  };
}

const job = (fields: Partial<NonNullable<TReadinessRental['cleaningJob']>>) => ({
  occurrenceId: id(),
  state: 'pending' as const,
  startsAt: '2026-11-29T05:00:00.000Z',
  dueAt: null,
  startedBy: null,
  ...fields,
});

/** Today 14:00 in Almaty; the checkout of the stay before it was 12:00. */
const arrivingToday = stay(
  '2026-11-29',
  '2026-12-02',
  '2026-11-29T09:00:00.000Z',
  '2026-12-02T07:00:00.000Z',
);

const RENTALS: TReadinessRental[] = [
  rental('Lake house', {
    state: 'blocked',
    nextStay: arrivingToday,
    blockingProblem: { problemId: id(), text: 'no hot water', count: 1 },
  }),
  rental('Sea View', {
    state: 'dirty',
    nextStay: arrivingToday,
    dirtySince: '2026-11-29T07:00:00.000Z',
    cleaningJob: job({ dueAt: '2026-11-29T10:00:00.000Z' }),
  }),
  rental('Old Town loft', {
    state: 'cleaning',
    nextStay: stay('2026-11-30', '2026-12-01', '2026-11-30T09:00:00.000Z', '2026-12-01T07:00:00.000Z'),
    cleaningJob: job({
      state: 'in_progress',
      startedBy: { id: id(), name: 'Aigerim', surname: null },
    }),
  }),
  rental('Garden flat', {
    state: 'inspection_failed',
    lastInspection: {
      occurrenceId: id(),
      result: 'fail',
      finishedAt: '2026-11-29T05:00:00.000Z',
      failedItems: ['bathroom mirror', 'towels'],
    },
  }),
  rental('City studio', {
    state: 'occupied',
    currentStay: stay('2026-11-27', '2026-11-30', '2026-11-27T09:00:00.000Z', '2026-11-30T07:00:00.000Z'),
  }),
  rental('Riverside', { state: 'dirty' }),
  rental('Hilltop', { state: 'ready' }),
];

let replies: (period: TReadinessPeriod) => Response;
const asked: string[] = [];

beforeEach(() => {
  // A phone's width: the rentals are cards (a desk's table is antd's, which the journeys drive).
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
  uuid = 0;
  asked.length = 0;
  replies = (period) => Response.json({ now: NOW, period, items: RENTALS } satisfies TReadinessBoard);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const period = (url.searchParams.get('period') ?? 'all') as TReadinessPeriod;
      asked.push(period);
      return replies(period);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A rental's card (a phone's layout in a DOM without a screen), found by its title. */
async function card(title: string) {
  const link = await screen.findByRole('link', { name: title });
  const item = link.closest('[role="listitem"]');
  if (!(item instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return within(item);
}

describe('ReadinessPage', () => {
  it('shows every rental in the order sent, each with its state, its next check-in and what is missing', async () => {
    renderWidget(<ReadinessPage />, { route: '/readiness' });
    expect(await screen.findByRole('heading', { name: 'Readiness', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Readiness' });
    const titles = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual([
      'Lake house',
      'Sea View',
      'Old Town loft',
      'Garden flat',
      'City studio',
      'Riverside',
      'Hilltop',
    ]);

    // A blocking problem comes first (DECISIONS.md §13) and says what blocks it.
    const blocked = await card('Lake house');
    expect(blocked.getByText('Blocked')).toBeInTheDocument();
    expect(blocked.getByText('blocked: no hot water')).toBeInTheDocument();

    const dirty = await card('Sea View');
    expect(dirty.getByText('Dirty')).toBeInTheDocument();
    expect(dirty.getByText('Today at 14:00')).toBeInTheDocument();
    expect(dirty.getByText('Cleaning not started (due 15:00)')).toBeInTheDocument();
    expect(dirty.getByRole('link', { name: 'Sea View' })).toHaveAttribute(
      'href',
      `/locations/${RENTALS[1]?.location.id}`,
    );

    const cleaning = await card('Old Town loft');
    expect(cleaning.getByText('Cleaning')).toBeInTheDocument();
    expect(cleaning.getByText('Tomorrow at 14:00')).toBeInTheDocument();
    expect(cleaning.getByText('Cleaning in progress — Aigerim')).toBeInTheDocument();

    const failed = await card('Garden flat');
    expect(failed.getByText('Inspection failed')).toBeInTheDocument();
    expect(failed.getByText('Inspection failed: bathroom mirror, towels')).toBeInTheDocument();
    expect(failed.getByText('No check-in planned')).toBeInTheDocument();

    const occupied = await card('City studio');
    expect(occupied.getByText('Occupied')).toBeInTheDocument();
    expect(occupied.getByText('Guest checks out tomorrow at 12:00')).toBeInTheDocument();

    expect((await card('Riverside')).getByText('No cleaning job')).toBeInTheDocument();

    const ready = await card('Hilltop');
    expect(ready.getByText('Ready')).toBeInTheDocument();
    expect(ready.queryByText('What is missing')).not.toBeInTheDocument();
  });

  it('keeps the period in the address, and a keyboard chooses another', async () => {
    const { user } = renderWidget(<ReadinessPage />, { route: '/readiness?period=tomorrow' });
    const tomorrow = await screen.findByRole('button', { name: 'Tomorrow' });
    expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Check-ins' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Sea View' });
    expect(asked).toEqual(['tomorrow']);

    screen.getByRole('button', { name: 'Next 7 days' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(tomorrow).toHaveAttribute('aria-pressed', 'false');
    await vi.waitFor(() => expect(asked).toContain('week'));
  });

  it('says when nobody checks in in the period', async () => {
    replies = (period) => Response.json({ now: NOW, period, items: [] } satisfies TReadinessBoard);
    renderWidget(<ReadinessPage />, { route: '/readiness?period=today' });
    expect(await screen.findByText('No rentals check in today')).toBeInTheDocument();
  });

  it('offers a retry when the board could not load, and shows it once it does', async () => {
    let fail = true;
    const board = replies;
    replies = (period) =>
      fail ? Response.json({ message: 'Down', code: 'internal' }, { status: 500 }) : board(period);
    const { user } = renderWidget(<ReadinessPage />, { route: '/readiness' });
    expect(await screen.findByText('Could not load the readiness of the rentals')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sea View' })).toBeInTheDocument();
  });

  it('reads in Russian and Kazakh without a raw key', async () => {
    await i18next.changeLanguage('ru');
    const { unmount } = renderWidget(<ReadinessPage />, { route: '/readiness' });
    const dirty = await card('Sea View');
    expect(dirty.getByText('Не убрано')).toBeInTheDocument();
    expect(dirty.getByText('Уборка не начата (срок 15:00)')).toBeInTheDocument();
    expect((await card('Lake house')).getByText('заблокировано: no hot water')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/missing\.|state\.|period\.|checkIn\./);
    unmount();

    await i18next.changeLanguage('kk');
    renderWidget(<ReadinessPage />, { route: '/readiness' });
    const cleaning = await card('Old Town loft');
    expect(cleaning.getByText('Тазалау жүріп жатыр — Aigerim')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/missing\.|state\.|period\.|checkIn\./);
  });
});
