import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';

interface TeamsEmptyProps {
  /** A search found nothing: offer the way out rather than the first-team pitch. */
  searched: boolean;
  onClearSearch: () => void;
  /** Absent when the user may not create teams. */
  onCreate?: () => void;
}

export function TeamsEmpty({ searched, onClearSearch, onCreate }: TeamsEmptyProps) {
  const { t } = useTranslation('teams');
  if (searched) {
    return (
      <Card>
        <ListState state="empty" description={t('list.noMatches')}>
          <Button onClick={onClearSearch}>{t('list.clearSearch')}</Button>
        </ListState>
      </Card>
    );
  }
  return (
    <Card>
      <ListState
        state="empty"
        description={
          <>
            <strong>{t('list.emptyTitle')}</strong>
            <br />
            {onCreate ? t('list.emptyHint') : t('list.emptyHintStaff')}
          </>
        }
      >
        {onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            {t('list.create')}
          </Button>
        )}
      </ListState>
    </Card>
  );
}
