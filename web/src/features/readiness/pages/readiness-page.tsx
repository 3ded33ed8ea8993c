import type { TReadinessPeriod } from '@cleanops/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Card } from '@/shared/ui-kit/card';
import { FiguresTime } from '@/shared/ui-kit/figures-time';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { useMediaQuery } from '@/shared/ui-kit/use-media-query';
import { useReadiness } from '../api/get-readiness';
import { PeriodFilter } from '../components/period-filter';
import { ReadinessTable } from '../components/readiness-table';
import { periodFromSearch } from '../model/readiness-period';
import '../readiness.css';

/**
 * /readiness (DECISIONS.md §13): every rental of the workspace and whether it is ready for its next
 * guest, derived by the server, with what is missing in words. Plain React: a phone opening it loads
 * no antd; a desk's table brings antd with it.
 */
export function ReadinessPage() {
  const { t } = useTranslation('readiness');
  usePageTitle(t('page.title'));
  const wide = useMediaQuery('(min-width: 768px)');
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const board = useReadiness(period);
  const data = board.data;
  // The first rows are drawn in a transition (short tasks on a phone); later ones at once.
  const drawn = useDeferredValue(data !== undefined);

  const choose = (next: TReadinessPeriod) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('period');
        else params.set('period', next);
        return params;
      },
      { replace: true },
    );

  const body = () => {
    if (board.isPending || (data && !drawn)) return <ListState state="loading" rows={6} />;
    if (!data) {
      return (
        <ListState
          state="error"
          title={t('page.loadFailed')}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      );
    }
    if (data.items.length === 0) return <ListState state="empty" description={t(`empty.${period}`)} />;
    return (
      <ReadinessTable
        items={data.items}
        now={data.now}
        loading={board.isFetching && board.isPlaceholderData}
      />
    );
  };

  const content = (
    <>
      <div className="readiness-toolbar">
        <PeriodFilter value={period} onChange={choose} />
        {data && drawn && <FiguresTime className="readiness-updated" at={data.now} query={board} />}
      </div>
      {body()}
    </>
  );

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {/* On a phone the cards sit on the page itself: a card around cards only costs width. */}
      {wide ? <Card>{content}</Card> : content}
    </>
  );
}
