import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';

/** No locations at all (a call to create the first), or none matching the filters (a way out). */
export function LocationsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const canCreate = useCan('create_location');

  if (filtered) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noMatches')} style={{ padding: 32 }}>
        <Button onClick={onClear}>{t('list.clearFilters')}</Button>
      </Empty>
    );
  }
  return (
    <Empty
      style={{ padding: 48 }}
      description={
        <>
          <strong>{t('list.emptyTitle')}</strong>
          <br />
          {canCreate ? t('list.emptyHint') : t('list.emptyHintStaff')}
        </>
      }
    >
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/locations/new')}>
          {t('list.create')}
        </Button>
      )}
    </Empty>
  );
}
