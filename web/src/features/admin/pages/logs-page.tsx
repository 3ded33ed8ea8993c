import { LOG_ACTIONS, OTHER_LOG_ACTIONS, type TAdminLogEntry } from '@cleanops/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { RangePicker, Select } from '@/shared/ui-kit/lazy-controls';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { useAdminLogs } from '../api/logs';
import { listPagination } from '../components/list-pagination';
import { useActionLabel } from '../components/log-action';
import { LogEntryDrawer } from '../components/log-entry-drawer';
import { SearchInput } from '../components/search-input';
import { UserPicker } from '../components/user-picker';
import { useLogParams } from '../hooks/use-log-params';
import { actorLabel } from '../model/log-actor';
import { logDescription } from '../model/log-description';

/** /logs (get_logs): every change on the platform, newest first, filtered; a row opens its data. */
export function LogsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('logs.title'));
  const screens = useBreakpoint();
  const { params, query, update, filtered } = useLogParams();
  const logs = useAdminLogs(query);
  const actionLabel = useActionLabel();
  const [open, setOpen] = useState<TAdminLogEntry | null>(null);
  const data = logs.data;
  const fieldStyle = { width: screens.sm ? 220 : undefined, flex: screens.sm ? undefined : '1 1 100%' };

  const columns: ResponsiveColumn<TAdminLogEntry>[] = [
    {
      key: 'action',
      title: t('logs.columns.action'),
      card: 'title',
      render: (_, entry) => <Tag style={{ whiteSpace: 'normal' }}>{actionLabel(entry.action)}</Tag>,
    },
    {
      key: 'createdAt',
      title: t('logs.columns.when'),
      card: 'aside',
      render: (_, entry) => formatDate(entry.createdAt, 'dayTime'),
    },
    {
      key: 'actor',
      title: t('logs.columns.actor'),
      render: (_, entry) => actorLabel(entry, t),
    },
    {
      key: 'workspace',
      title: t('logs.columns.workspace'),
      render: (_, entry) =>
        entry.workspace ? (entry.workspace.ownerName ?? entry.workspace.name ?? '—') : '—',
    },
    { key: 'ip', title: t('logs.columns.ip'), render: (_, entry) => entry.ip ?? '—' },
    {
      key: 'description',
      title: t('logs.columns.description'),
      render: (_, entry) => {
        const description = logDescription(entry, t);
        return description ? (
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{description}</Typography.Text>
        ) : null;
      },
    },
    {
      key: 'open',
      title: t('logs.columns.data'),
      card: 'actions',
      render: (_, entry) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(entry);
          }}
          aria-label={t('logs.openLabel', {
            action: actionLabel(entry.action),
            date: formatDate(entry.createdAt, 'dayTime'),
          })}
        >
          {t('logs.open')}
        </Button>
      ),
    },
  ];

  const body = () => {
    if (logs.isPending) return <ListState state="loading" rows={8} />;
    if (logs.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void logs.refetch()}
          retrying={logs.isFetching}
        />
      );
    if (!data || data.total === 0)
      return <ListState state="empty" description={filtered ? t('logs.noMatches') : t('logs.empty')} />;
    return (
      <ResponsiveTable<TAdminLogEntry>
        label={t('logs.title')}
        columns={columns}
        items={data.items}
        rowKey={(entry) => entry.id}
        loading={logs.isFetching}
        pagination={listPagination(params, data.total, update)}
        onRow={(entry) => ({ onClick: () => setOpen(entry), style: { cursor: 'pointer' } })}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('logs.title')}
        subtitle={data ? t('logs.total', { count: data.total }) : undefined}
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search">
        <Select<string>
          aria-label={t('logs.filters.action')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          // About thirty actions: all of them rendered, so none is out of reach above the chosen one.
          virtual={false}
          placeholder={t('logs.filters.anyAction')}
          value={params.action}
          onChange={(action) => update({ action: action ?? undefined })}
          options={[
            {
              label: t('logs.filters.specActions'),
              options: LOG_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
            },
            {
              label: t('logs.filters.otherActions'),
              options: OTHER_LOG_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
            },
          ]}
          style={fieldStyle}
        />
        <UserPicker
          label={t('logs.filters.user')}
          placeholder={t('logs.filters.anyUser')}
          value={params.userId}
          onChange={(userId) => update({ userId })}
          style={fieldStyle}
        />
        <UserPicker
          label={t('logs.filters.workspace')}
          placeholder={t('logs.filters.anyWorkspace')}
          type="owner"
          pickValue={(owner) => owner.workspace?.id ?? null}
          value={params.workspaceId}
          onChange={(workspaceId) => update({ workspaceId })}
          style={fieldStyle}
        />
        <div style={fieldStyle}>
          <SearchInput
            value={params.ip}
            onSearch={(ip) => update({ ip })}
            label={t('logs.filters.ip')}
            placeholder={t('logs.filters.ipPlaceholder')}
          />
        </div>
        <RangePicker
          aria-label={t('logs.filters.dates')}
          allowEmpty={[true, true]}
          value={[params.from ? dayjs(params.from) : null, params.to ? dayjs(params.to) : null]}
          onChange={(range) =>
            update({
              from: range?.[0]?.startOf('day').toISOString(),
              to: range?.[1]?.endOf('day').toISOString(),
            })
          }
          style={{ flex: screens.sm ? undefined : '1 1 100%' }}
        />
        {filtered && (
          <Button
            type="link"
            onClick={() =>
              update({
                action: undefined,
                userId: undefined,
                workspaceId: undefined,
                ip: undefined,
                from: undefined,
                to: undefined,
              })
            }
            style={{ paddingInline: 4 }}
          >
            {t('common.clearFilters')}
          </Button>
        )}
      </Flex>
      {body()}
      <LogEntryDrawer entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
