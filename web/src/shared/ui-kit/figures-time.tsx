import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';

interface FiguresTimeProps {
  /** When the server computed the figures shown (its own time, from the answer). */
  at: string;
  /** The query's state: when its data arrived, and whether it is asking again or failed to. */
  query: { dataUpdatedAt: number; isFetching: boolean; isError: boolean };
  className?: string;
}

/**
 * When the figures on screen were computed. Figures kept from an earlier visit (the app's saved
 * cache answers first while the page asks the server again) say so until the fresh ones arrive, or
 * that they could not be updated: an owner must never take old figures for today's.
 */
export function FiguresTime({ at, query, className }: FiguresTimeProps) {
  const { t, i18n } = useTranslation('common');
  const [openedAt] = useState(() => Date.now());
  const language = i18n.language;
  // Today's figures tell the clock time alone, on the device's clock (no Intl data to load for it).
  const today = new Date(at).toDateString() === new Date().toDateString();
  const time = formatDate(at, today ? 'time' : 'dayTime', { language });
  const saved = query.dataUpdatedAt < openedAt;
  let text = t('figures.computedAt', { time });
  if (saved && query.isFetching) text = t('figures.savedUpdating', { time });
  else if (saved && query.isError) text = t('figures.savedStale', { time });
  return (
    <span className={className} role="status" data-figures-saved={saved ? 'true' : undefined}>
      {text}
    </span>
  );
}
