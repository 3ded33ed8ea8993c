import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '@/shared/hooks/use-debounced-callback';

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
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search.run(event.target.value);
        }}
        style={{ maxWidth: 420 }}
      />
    </Flex>
  );
}
