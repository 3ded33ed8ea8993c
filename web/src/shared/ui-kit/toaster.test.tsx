// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render';
import { TOAST_SECONDS, toast } from './toast';
import { PlainToaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

/** The region screen readers read a new toast from. */
const region = () => screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');

describe('PlainToaster', () => {
  it('announces a toast in a polite live region, once however often it is raised', () => {
    renderWidget(<PlainToaster />);
    act(() => {
      toast.error('No connection to the server.');
      toast.error('No connection to the server.');
      toast.success('Saved.');
    });
    expect(within(region()).getAllByText('No connection to the server.')).toHaveLength(1);
    expect(within(region()).getByText('Saved.')).toBeInTheDocument();
  });

  it('takes a toast away after its time, counted again when it is raised again', () => {
    vi.useFakeTimers();
    renderWidget(<PlainToaster />);
    act(() => toast.info('Invitation rejected.'));
    act(() => vi.advanceTimersByTime((TOAST_SECONDS - 1) * 1000));
    act(() => toast.info('Invitation rejected.'));
    act(() => vi.advanceTimersByTime((TOAST_SECONDS - 1) * 1000));
    expect(screen.getByText('Invitation rejected.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Invitation rejected.')).not.toBeInTheDocument();
  });
});
