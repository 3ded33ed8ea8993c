import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';

/** No locations at all (a call to create the first), or none matching the filters (a way out). */
export function LocationsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const canCreate = useCan('create_location');

  if (filtered) {
    return (
      <ListState state="empty" description={t('list.noMatches')}>
        <Button size="middle" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      </ListState>
    );
  }
  return (
    <ListState
      state="empty"
      description={
        <>
          <strong>{t('list.emptyTitle')}</strong>
          <br />
          {canCreate ? t('list.emptyHint') : t('list.emptyHintStaff')}
        </>
      }
    >
      {canCreate && (
        <Button
          type="primary"
          size="middle"
          icon={<PlusOutlined />}
          onClick={() => navigate('/locations/new')}
        >
          {t('list.create')}
        </Button>
      )}
    </ListState>
  );
}
