import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Skeleton } from '@/shared/ui-kit/skeleton';

interface ChannelsStateProps {
  isLoading: boolean;
  isError: boolean;
  isRetrying: boolean;
  retry: () => void;
  /** Nothing on this step is offered right now. */
  noneOffered: boolean;
  alternative?: { label: string; onClick: () => void };
}

/** What to show instead of the send buttons while the channels load, fail or are all off. */
export function ChannelsState({
  isLoading,
  isError,
  isRetrying,
  retry,
  noneOffered,
  alternative,
}: ChannelsStateProps) {
  const { t } = useTranslation('auth');
  if (isLoading) return <Skeleton block={{ width: '100%', height: 40 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        title={t('channels.loadFailed')}
        action={
          <Button size="middle" onClick={retry} loading={isRetrying}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  if (!noneOffered) return null;
  return (
    <Alert
      type="info"
      role="status"
      title={t('channels.noneHere')}
      action={
        alternative && (
          <Button size="middle" onClick={alternative.onClick}>
            {alternative.label}
          </Button>
        )
      }
    />
  );
}
