import type { TCreateApiKeyResponse } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CopyOutlined } from '@/shared/ui-kit/icons';
import { Modal } from '@/shared/ui-kit/modal';
import { Typography } from '@/shared/ui-kit/typography';

/**
 * The new key's secret, shown this once: the server keeps only its hash, so closing this dialog
 * is the last chance to copy it. It closes only by its own button, never by a stray click outside.
 */
export function SecretDialog({ created, onClose }: { created: TCreateApiKeyResponse; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      open
      title={t('secret.title', { name: created.key.name })}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" title={t('secret.warning')} />
        <Typography.Text strong id="api-key-secret-label">
          {t('secret.label')}
        </Typography.Text>
        <Typography.Paragraph
          code
          aria-labelledby="api-key-secret-label"
          style={{ overflowWrap: 'anywhere', margin: 0 }}
          copyable={{
            text: created.secret,
            tooltips: [t('secret.copy'), t('secret.copied')],
            icon: [<CopyOutlined key="copy" />, <CopyOutlined key="copied" />],
          }}
        >
          {created.secret}
        </Typography.Paragraph>
      </Flex>
    </Modal>
  );
}
