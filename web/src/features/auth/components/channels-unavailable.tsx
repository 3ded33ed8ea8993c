import { useTranslation } from 'react-i18next';
import { PlainAlert } from '@/shared/plain-ui/alert';
import { PlainButton } from '@/shared/plain-ui/button';

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
  if (isLoading) return <div className="pui-skeleton" aria-hidden="true" />;
  if (isError) {
    return (
      <PlainAlert
        type="error"
        title={t('channels.loadFailed')}
        action={
          <PlainButton size="small" onClick={retry} loading={isRetrying}>
            {t('common:actions.retry')}
          </PlainButton>
        }
      />
    );
  }
  if (!noneOffered) return null;
  return (
    <PlainAlert
      type="info"
      title={t('channels.noneHere')}
      action={
        alternative && (
          <PlainButton size="small" onClick={alternative.onClick}>
            {alternative.label}
          </PlainButton>
        )
      }
    />
  );
}
