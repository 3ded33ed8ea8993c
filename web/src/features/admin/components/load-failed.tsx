import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '@/shared/ui/status-result';

/** A list or a card that could not load: what happened and a retry (its toast already said why). */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <StatusResult
      status="warning"
      title={t('common.loadFailed')}
      extra={
        <Button onClick={onRetry} loading={retrying}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
