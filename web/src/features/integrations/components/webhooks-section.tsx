import type { TWebhookWithSecretResponse } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { Typography } from '@/shared/ui-kit/typography';
import { useWebhooks } from '../api/webhooks';
import { WebhookForm } from './lazy-webhook-parts';
import { SecretDialog } from './secret-dialog';
import { WebhookItem } from './webhook-item';

/**
 * The workspace's webhooks (docs/integrations.md): endpoints told of the events they chose by a
 * signed POST. A signing secret is shown once, after adding an endpoint or making it a new one; the
 * list names it by its start.
 */
export function WebhooksSection() {
  const { t } = useTranslation('integrations');
  const endpoints = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<TWebhookWithSecretResponse | null>(null);

  const body = () => {
    if (endpoints.isPending) return <ListState state="loading" rows={4} />;
    if (endpoints.isError && !endpoints.data)
      return (
        <ListState
          state="error"
          title={t('webhooks.loadFailed')}
          onRetry={() => void endpoints.refetch()}
          retrying={endpoints.isFetching}
        />
      );
    if (!endpoints.data || endpoints.data.items.length === 0)
      return <ListState state="empty" description={t('webhooks.empty')} />;
    return (
      <ul
        aria-label={t('webhooks.listLabel')}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
        }}
      >
        {endpoints.data.items.map((endpoint) => (
          <WebhookItem key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
        ))}
      </ul>
    );
  };

  return (
    <section
      aria-labelledby="webhooks-title"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 32 }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={2} id="webhooks-title" style={{ margin: 0 }}>
          {t('webhooks.title')}
        </Typography.Title>
        {!adding && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('webhooks.add')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('webhooks.hint')}
      </Typography.Paragraph>
      {adding && (
        <WebhookForm
          onCancel={() => setAdding(false)}
          onCreated={(created) => {
            setAdding(false);
            setSecret(created);
          }}
        />
      )}
      {body()}
      {secret && (
        <SecretDialog
          secret={secret.secret}
          texts={{
            title: t('webhooks.secret.title', { url: secret.endpoint.url }),
            warning: t('webhooks.secret.warning'),
            label: t('webhooks.secret.label'),
            copy: t('webhooks.secret.copy'),
            copied: t('webhooks.secret.copied'),
            done: t('webhooks.secret.done'),
          }}
          onClose={() => setSecret(null)}
        >
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('webhooks.secret.verify')}
          </Typography.Paragraph>
        </SecretDialog>
      )}
    </section>
  );
}
