import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

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
  if (isLoading) return <Skeleton.Button active block size="large" />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('channels.loadFailed')}
        action={
          <Button size="small" onClick={retry} loading={isRetrying}>
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
      showIcon
      title={t('channels.noneHere')}
      action={
        alternative && (
          <Button size="small" onClick={alternative.onClick}>
            {alternative.label}
          </Button>
        )
      }
    />
  );
}
