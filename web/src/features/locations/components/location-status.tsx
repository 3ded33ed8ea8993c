import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui-kit/button';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';

/** A missing id and a foreign one look the same (DECISIONS.md §2); so does one that is not an id. */
export function isMissingLocation(error: unknown, enabled: boolean): boolean {
  return !enabled || (isApiError(error) && (error.status === 404 || error.status === 400));
}

export function LocationNotFound() {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  return (
    <StatusResult
      status="404"
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.hint')}
      extra={
        <Button type="primary" onClick={() => navigate('/locations')}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}

export function LocationLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('locations');
  return (
    <StatusResult
      status="warning"
      title={t('overview.loadFailed')}
      extra={
        <Button onClick={onRetry} loading={retrying}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}

export function LocationSkeleton() {
  return (
    <>
      <Skeleton title="40%" rows={2} style={{ marginBottom: 24 }} />
      <Skeleton rows={6} />
    </>
  );
}
