import { useSearchText } from '@/shared/hooks/use-search-text';
import { ALLOW_CLEAR } from '@/shared/ui-kit/decorative-icons';
import { SearchOutlined } from '@/shared/ui-kit/icons';
import { Input } from '@/shared/ui-kit/input';

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
  const search = useSearchText(value, onSearch);

  return (
    <Input
      allowClear={ALLOW_CLEAR}
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={label}
      value={search.text}
      onChange={(event) => search.type(event.target.value)}
      style={{ flex: '1 1 240px', minWidth: 0 }}
    />
  );
}
