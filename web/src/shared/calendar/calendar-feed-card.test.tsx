// @vitest-environment happy-dom
import type { TCalendarFeedLink, TCalendarFeedStatus } from '@cleanops/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { CalendarFeedCard } from './calendar-feed-card';

// The confirmation is a lazy part drawn in antd: its code is loaded once here, as the app loads it
// after the page's load, so a test waits for the dialog, not for the first import of antd.
beforeAll(async () => {
  await Promise.all([import('@/shared/ui-kit/confirm-dialog'), import('@/shared/ui-kit/antd-provider')]);
});

const TOKEN = 'q'.repeat(43);
const link = (n: number): TCalendarFeedLink => ({
  url: `https://app.example/api/calendar/${TOKEN.slice(1)}${n}.ics`,
  webcalUrl: `webcal://app.example/api/calendar/${TOKEN.slice(1)}${n}.ics`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

let status: TCalendarFeedStatus | 'fail';
let made: number;
const asked: string[] = [];

beforeEach(() => {
  made = 0;
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      asked.push(`${method} ${url.pathname}`);
      if (method === 'POST') return Response.json(link(++made));
      if (status === 'fail') return Response.json({ message: 'Down', code: 'internal' }, { status: 500 });
      return Response.json(status);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard() {
  return renderWidget(<CalendarFeedCard path="/profile/calendar-feed" scope="person" />);
}

const card = async () => within(await screen.findByRole('region', { name: 'Calendar subscription' }));

describe('CalendarFeedCard', () => {
  it('makes a link on request and shows it once, with a copy button and a way to open it in a calendar app', async () => {
    status = { active: false, createdAt: null };
    const { user } = renderCard();
    const region = await card();
    expect(await region.findByText(/See your jobs in Google Calendar/)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Get the link' }));
    expect(await region.findByText(link(1).url)).toBeInTheDocument();
    expect(asked).toContain('POST /api/profile/calendar-feed');
    expect(region.getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
    expect(region.getByText(/shown only now/)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      link(1).webcalUrl,
    );
  });

  it('says since when a link exists without showing it, and makes a new one only after the warning', async () => {
    status = { active: true, createdAt: '2026-11-20T10:00:00.000Z' };
    const { user } = renderCard();
    const region = await card();
    expect(await region.findByText(/A link was made on/)).toBeInTheDocument();
    expect(region.queryByText(/api\/calendar/)).not.toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(dialog).toHaveTextContent('The old link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(made).toBe(0);
    expect(asked.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.click(region.getByRole('button', { name: 'Make a new link' }));
    const again = await screen.findByRole('dialog', { name: 'Make a new link?' });
    await user.click(within(again).getByRole('button', { name: 'Make a new link' }));
    expect(await region.findByText(link(1).url)).toBeInTheDocument();
    expect(made).toBe(1);
  });

  it('says when the link cannot be loaded and tries again on request', async () => {
    status = 'fail';
    const { user } = renderCard();
    const region = await card();
    expect(await region.findByText('Could not load the calendar link.')).toBeInTheDocument();
    status = { active: false, createdAt: null };
    await user.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByRole('button', { name: 'Get the link' })).toBeInTheDocument();
  });
});
