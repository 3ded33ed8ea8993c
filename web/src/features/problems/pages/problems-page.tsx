import type { TProblemSummary } from '@cleanops/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { personName } from '@/shared/people/person-name';
import { formatDate } from '@/shared/time/format-date';
import { Card } from '@/shared/ui-kit/card';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Typography } from '@/shared/ui-kit/typography';
import { useMediaQuery } from '@/shared/ui-kit/use-media-query';
import { useProblems } from '../api/get-problems';
import { ProblemStateTag, SeverityTag } from '../components/problem-tags';
import { ProblemsToolbar } from '../components/problems-toolbar';
import { useProblemListParams } from '../hooks/use-problem-list-params';
import '../problems.css';

/**
 * /problems (DECISIONS.md §13): what was found wrong at the locations, newest first, filtered by
 * state, location, kind and severity (kept in the address). A table on a desk, a card per problem on
 * a phone; each opens the problem's page with its photos, timeline and steps.
 */
export function ProblemsPage() {
  const { t, i18n } = useTranslation('problems');
  usePageTitle(t('page.title'));
  const wide = useMediaQuery('(min-width: 768px)');
  const { params, query, update, filtered } = useProblemListParams();
  const problems = useProblems(query);
  const data = problems.data;

  // A page past the end (problems closed meanwhile, an old link) moves to the last page that has some.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

  const columns: ResponsiveColumn<TProblemSummary>[] = [
    {
      key: 'text',
      title: t('columns.problem'),
      card: 'title',
      render: (_, problem) => (
        <Link to={`/problems/${problem.id}`} style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {problem.text.length > 120 ? `${problem.text.slice(0, 119)}…` : problem.text}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('columns.state'),
      card: 'aside',
      render: (_, problem) => <ProblemStateTag state={problem.state} />,
    },
    {
      key: 'severity',
      title: t('columns.severity'),
      render: (_, problem) => <SeverityTag severity={problem.severity} />,
    },
    {
      key: 'kind',
      title: t('columns.kind'),
      render: (_, problem) => t(`kind.${problem.kind}`),
    },
    {
      key: 'place',
      title: t('columns.place'),
      render: (_, problem) =>
        problem.room ? `${problem.location.title} · ${problem.room.name}` : problem.location.title,
    },
    {
      key: 'assignee',
      title: t('columns.assignee'),
      render: (_, problem) =>
        problem.assignee ? (
          personName(problem.assignee)
        ) : (
          <Typography.Text type="secondary">{t('columns.nobody')}</Typography.Text>
        ),
    },
    {
      key: 'createdAt',
      title: t('columns.reported'),
      render: (_, problem) => formatDate(problem.createdAt, 'dayTime', { language: i18n.language }),
    },
  ];

  const body = () => {
    if (problems.isPending) return <ListState state="loading" rows={6} />;
    if (!data) {
      return (
        <ListState
          state="error"
          title={t('page.loadFailed')}
          onRetry={() => void problems.refetch()}
          retrying={problems.isFetching}
        />
      );
    }
    if (data.total === 0) {
      return <ListState state="empty" description={filtered ? t('page.noMatches') : t('page.empty')} />;
    }
    return (
      <ResponsiveTable<TProblemSummary>
        rowKey={(problem) => problem.id}
        label={t('page.title')}
        columns={columns}
        items={data.items}
        loading={problems.isFetching && problems.isPlaceholderData}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: data.total,
          hideOnSinglePage: data.total <= PAGE_SIZES[0],
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (page, pageSize) =>
            update(pageSize === params.pageSize ? { page } : { pageSize, page: 1 }),
        }}
      />
    );
  };

  const content = (
    <>
      <ProblemsToolbar params={params} update={update} filtered={filtered} />
      {body()}
    </>
  );
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {wide ? <Card>{content}</Card> : content}
    </>
  );
}
