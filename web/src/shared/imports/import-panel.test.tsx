// @vitest-environment happy-dom
import type { TImportPreview } from '@cleanops/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { ImportPanel } from './import-panel';

const PREVIEW: TImportPreview = {
  kind: 'locations',
  columns: ['location', 'room'],
  rows: [
    { row: 2, values: { location: 'Cafe', room: 'Hall' }, outcome: 'newLocation', errors: [] },
    { row: 3, values: { location: 'Cafe', room: 'Kitchen' }, outcome: 'newRoom', errors: [] },
    {
      row: 4,
      values: { location: 'Flat', room: 'Bedroom' },
      outcome: 'error',
      errors: [{ column: 'timezone', message: 'Unknown time zone.' }],
    },
  ],
  summary: { rows: 3, errorRows: 1, unchangedRows: 0, locations: 1, rooms: 2, checklistLinks: 0, invites: 0 },
};

const sent: string[] = [];

beforeEach(() => {
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      sent.push(String(input instanceof Request ? input.url : input));
      return Response.json(PREVIEW);
    }),
  );
});

const csvFile = (bytes: number) => new File([new Uint8Array(bytes)], 'places.csv', { type: 'text/csv' });

describe('ImportPanel', () => {
  it('previews a chosen file: what it creates, and the row with a problem shown first with its message', async () => {
    const { user } = renderWidget(<ImportPanel kind="locations" shown={['location', 'room']} done={null} />);
    // The page's own button, in the page's language, and no file named yet.
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.getByText('No file chosen')).toBeTruthy();
    await user.upload(screen.getByLabelText('Spreadsheet file'), csvFile(100));

    expect(screen.getByText('places.csv')).toBeTruthy();
    expect(await screen.findByText('Will create 1 locations, 2 rooms and attach 0 checklists.')).toBeTruthy();
    expect(sent).toEqual([expect.stringContaining('/imports/locations/preview')]);
    // Only the row with a problem, until the person asks for all of them.
    const cards = () => [...screen.getByRole('list', { name: 'Rows of the file' }).children];
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.textContent).toContain('Row 4');
    expect(cards()[0]!.textContent).toContain('Unknown time zone.');
    await user.click(screen.getByRole('checkbox', { name: 'Show only rows with problems' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('refuses a file over the size limit without sending it, and says what to do', async () => {
    const { user } = renderWidget(<ImportPanel kind="locations" shown={['location', 'room']} done={null} />);
    await user.upload(screen.getByLabelText('Spreadsheet file'), csvFile(5 * 1024 * 1024 + 1));

    expect(
      await screen.findByText('The file is larger than 5 MB. Split it into several files.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
