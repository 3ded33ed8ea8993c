import { useTranslation } from 'react-i18next';
import { useSearchText } from '@/shared/hooks/use-search-text';
import { PlainSearch } from '@/shared/ui-kit/fields';
import { Flex } from '@/shared/ui-kit/flex';

interface TeamsSearchProps {
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
}

/** Search by team name, sent once typing pauses. */
export function TeamsSearch({ value, onSearch }: TeamsSearchProps) {
  const { t } = useTranslation('teams');
  const search = useSearchText(value, onSearch);

  return (
    <Flex role="search" style={{ marginBottom: 16 }}>
      <PlainSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search.text}
        onChange={search.type}
        style={{ flex: '1 1 auto', maxWidth: 420 }}
      />
    </Flex>
  );
}
