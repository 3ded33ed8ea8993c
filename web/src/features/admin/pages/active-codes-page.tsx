import { MESSAGING_TYPES, type TActiveCode, type TActiveCodesQuery } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { oneOf, readListBasics, useListParams } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Flex } from '@/shared/ui-kit/flex';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Segmented } from '@/shared/ui-kit/segmented';
import { Typography } from '@/shared/ui-kit/typography';
import { ACTIVE_CODES_REFRESH_MS, useActiveCodes } from '../api/active-codes';
import { listPagination, listSortChange } from '../components/list-pagination';

function parse(search: URLSearchParams) {
  return {
    ...readListBasics(search),
    sortBy: oneOf(search.get('sortBy'), ['createdAt', 'code'] as const) ?? 'createdAt',
    sortDir: oneOf(search.get('sortDir'), ['asc', 'desc'] as const) ?? 'desc',
    channel: oneOf(search.get('channel'), MESSAGING_TYPES),
  };
}
const ANY = 'any';
const DEFAULTS = { sortBy: 'createdAt', sortDir: 'desc' } as const;

/**
 * /active-codes (DECISIONS.md §3, §11): sign-in and contact codes not used and not expired, each
 * masked but for its last 2 characters (the server never sends more), asked again every 10 s.
 */
export function ActiveCodesPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('codes.title'));
  const { params, update } = useListParams(parse, DEFAULTS);
  const query: TActiveCodesQuery = { ...params };
  const codes = useActiveCodes(query);
  const data = codes.data;

  const order = (key: string) =>
    params.sortBy === key ? (params.sortDir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: ResponsiveColumn<TActiveCode>[] = [
    {
      key: 'contact',
      title: t('codes.columns.contact'),
      card: 'title',
      render: (_, code) => <span style={{ overflowWrap: 'anywhere' }}>{code.contact}</span>,
    },
    {
      key: 'code',
      title: t('codes.columns.code'),
      card: 'aside',
      sorter: true,
      sortOrder: order('code'),
      render: (_, code) => (
        <Typography.Text code aria-label={t('codes.maskedLabel', { tail: code.maskedCode.slice(-2) })}>
          {code.maskedCode}
        </Typography.Text>
      ),
    },
    { key: 'channel', title: t('codes.columns.channel'), render: (_, code) => t(`channels.${code.channel}`) },
    {
      key: 'purpose',
      title: t('codes.columns.purpose'),
      render: (_, code) => t(`codes.purposes.${code.purpose}`),
    },
    { key: 'wrongTries', title: t('codes.columns.wrongTries'), dataIndex: 'wrongTries' },
    {
      key: 'createdAt',
      title: t('codes.columns.created'),
      sorter: true,
      sortOrder: order('createdAt'),
      render: (_, code) => formatDate(code.createdAt, 'dayTime'),
    },
    {
      key: 'expiresAt',
      title: t('codes.columns.expires'),
      render: (_, code) => formatDate(code.expiresAt, 'time'),
    },
  ];

  const body = () => {
    if (codes.isPending) return <ListState state="loading" rows={6} />;
    if (codes.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void codes.refetch()}
          retrying={codes.isFetching}
        />
      );
    if (!data || data.total === 0) return <ListState state="empty" description={t('codes.empty')} />;
    return (
      <ResponsiveTable<TActiveCode>
        label={t('codes.title')}
        columns={columns}
        items={data.items}
        rowKey={(code) => code.id}
        pagination={listPagination(params, data.total, update)}
        onChange={listSortChange<TActiveCode, 'createdAt' | 'code'>(
          { code: 'code', createdAt: 'createdAt' },
          DEFAULTS,
          update,
        )}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('codes.title')}
        subtitle={
          data
            ? t('codes.updated', {
                time: formatDate(new Date(codes.dataUpdatedAt).toISOString(), 'time'),
                seconds: ACTIVE_CODES_REFRESH_MS / 1000,
              })
            : t('codes.hint')
        }
      />
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('codes.masked')}
        </Typography.Paragraph>
        <Segmented
          aria-label={t('codes.columns.channel')}
          value={params.channel ?? ANY}
          onChange={(value) => update({ channel: oneOf(value, MESSAGING_TYPES) })}
          options={[
            { value: ANY, label: t('codes.anyChannel') },
            ...MESSAGING_TYPES.map((channel) => ({ value: channel, label: t(`channels.${channel}`) })),
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        {body()}
      </Flex>
    </>
  );
}
