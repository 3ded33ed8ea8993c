import type { TApiKey, TApiKeyState, TCreateApiKeyResponse } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyForm } from '../components/api-key-form';
import { SecretDialog } from '../components/secret-dialog';
import { WebhooksSection } from '../components/webhooks-section';

const STATE_COLOURS: Record<TApiKeyState, TagColor> = { active: 'green', expired: 'default', revoked: 'red' };

/**
 * /integrations (right manage_integrations): the workspace's API keys and, below them, its webhooks
 * (docs/integrations.md). A key's secret is shown once, in the dialog after creating it; the list
 * names keys by their prefix.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  usePageTitle(t('title'));
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TCreateApiKeyResponse | null>(null);

  const columns: ResponsiveColumn<TApiKey>[] = [
    {
      key: 'name',
      title: t('apiKeys.columns.name'),
      card: 'title',
      render: (_, key) => <span style={{ overflowWrap: 'anywhere' }}>{key.name}</span>,
    },
    {
      key: 'state',
      title: t('apiKeys.columns.state'),
      card: 'aside',
      render: (_, key) => <Tag color={STATE_COLOURS[key.state]}>{t(`apiKeys.states.${key.state}`)}</Tag>,
    },
    {
      key: 'prefix',
      title: t('apiKeys.columns.prefix'),
      render: (_, key) => <Typography.Text code>{`${key.prefix}…`}</Typography.Text>,
    },
    {
      key: 'rights',
      title: t('apiKeys.columns.rights'),
      render: (_, key) => (
        <span title={key.rights.map((r) => t(`rights.${r}`, { defaultValue: r })).join(', ')}>
          {t('apiKeys.rightsCount', { count: key.rights.length })}
          <span className="pui-visually-hidden">
            : {key.rights.map((r) => t(`rights.${r}`, { defaultValue: r })).join(', ')}
          </span>
        </span>
      ),
    },
    {
      key: 'created',
      title: t('apiKeys.columns.created'),
      render: (_, key) => {
        const date = formatDate(key.createdAt, 'day');
        return key.createdBy
          ? t('apiKeys.createdBy', { date, name: key.createdBy.name })
          : t('apiKeys.creatorGone', { date });
      },
    },
    {
      key: 'expires',
      title: t('apiKeys.columns.expires'),
      render: (_, key) => (key.expiresAt ? formatDate(key.expiresAt, 'dateTime') : t('apiKeys.noExpiry')),
    },
    {
      key: 'lastUsed',
      title: t('apiKeys.columns.lastUsed'),
      render: (_, key) =>
        key.lastUsedAt
          ? t('apiKeys.lastUsed', {
              date: formatDate(key.lastUsedAt, 'dateTime'),
              address: key.lastUsedIp ?? '—',
            })
          : t('apiKeys.neverUsed'),
    },
    {
      key: 'actions',
      title: t('apiKeys.columns.actions'),
      card: 'actions',
      render: (_, key) =>
        key.state === 'active' && (
          <Popconfirm
            title={t('apiKeys.revokeTitle', { name: key.name })}
            description={t('apiKeys.revokeHint')}
            okText={t('apiKeys.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={t('form.cancel')}
            onConfirm={() =>
              revoke.mutateAsync(key.id).then(
                () => toast.success(t('apiKeys.revoked', { name: key.name })),
                (error: unknown) =>
                  toast.error(
                    isApiError(error) && error.message
                      ? `${t('apiKeys.revokeFailed')}: ${error.message}`
                      : t('apiKeys.revokeFailed'),
                  ),
              )
            }
          >
            <Button size="small" danger aria-label={t('apiKeys.revokeLabel', { name: key.name })}>
              {t('apiKeys.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const body = () => {
    if (keys.isPending) return <ListState state="loading" rows={4} />;
    if (keys.isError && !keys.data)
      return (
        <ListState
          state="error"
          title={t('apiKeys.loadFailed')}
          onRetry={() => void keys.refetch()}
          retrying={keys.isFetching}
        />
      );
    if (!keys.data || keys.data.items.length === 0)
      return <ListState state="empty" description={t('apiKeys.empty')} />;
    return (
      <ResponsiveTable<TApiKey>
        label={t('apiKeys.title')}
        columns={columns}
        items={keys.data.items}
        rowKey={(key) => key.id}
        loading={keys.isFetching}
      />
    );
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <section aria-labelledby="api-keys-title" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Title level={2} id="api-keys-title" style={{ margin: 0 }}>
            {t('apiKeys.title')}
          </Typography.Title>
          {!creating && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('apiKeys.create')}
            </Button>
          )}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('apiKeys.hint')}
        </Typography.Paragraph>
        {creating && (
          <ApiKeyForm
            onCancel={() => setCreating(false)}
            onCreated={(result) => {
              setCreating(false);
              setCreated(result);
            }}
          />
        )}
        {body()}
      </section>
      <WebhooksSection />
      {created && (
        <SecretDialog
          secret={created.secret}
          texts={{
            title: t('secret.title', { name: created.key.name }),
            warning: t('secret.warning'),
            label: t('secret.label'),
            copy: t('secret.copy'),
            copied: t('secret.copied'),
            done: t('secret.done'),
          }}
          onClose={() => setCreated(null)}
        />
      )}
    </>
  );
}
