import { Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '@/shared/hooks/use-debounced-callback';
import { PlainSearch } from '@/shared/plain-ui/fields';

const SEARCH_DEBOUNCE_MS = 350;

interface TeamsSearchProps {
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
}

/** Search by team name, sent once typing pauses. */
export function TeamsSearch({ value, onSearch }: TeamsSearchProps) {
  const { t } = useTranslation('teams');
  const [text, setText] = useState(value ?? '');
  const search = useDebouncedCallback(
    (next: string) => onSearch(next.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );
  const { isPending } = search;

  // Back and Forward change the address: show its search unless the user is mid-typing.
  useEffect(() => {
    if (!isPending()) setText(value ?? '');
  }, [value, isPending]);

  return (
    <Flex role="search" style={{ marginBottom: 16 }}>
      <PlainSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={(next) => {
          setText(next);
          search.run(next);
        }}
        style={{ flex: '1 1 auto', maxWidth: 420 }}
      />
    </Flex>
  );
}
