import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useDebouncedCallback } from '@/shared/hooks/use-debounced-callback';

const SEARCH_DEBOUNCE_MS = 350;

/** A list's search box: it asks once typing pauses, and follows the address on Back and Forward. */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value ?? '');
  const search = useDebouncedCallback(
    (next: string) => onSearch(next.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );
  const { isPending } = search;

  useEffect(() => {
    if (!isPending()) setText(value ?? '');
  }, [value, isPending]);

  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        search.run(event.target.value);
      }}
      style={{ flex: '1 1 240px', minWidth: 0 }}
    />
  );
}
