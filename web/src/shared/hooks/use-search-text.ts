import { useEffect, useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list's search box: what is typed shows at once and is searched for once typing pauses (trimmed,
 * empty meaning no search); when the address changes the search (Back and Forward), the box follows
 * it unless the user is mid-typing. `clear` empties the box and drops a search still waiting.
 */
export function useSearchText(applied: string | undefined, onSearch: (value: string | undefined) => void) {
  const [text, setText] = useState(applied ?? '');
  const search = useDebouncedCallback(
    (value: string) => onSearch(value.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );
  const { isPending, cancel } = search;

  useEffect(() => {
    if (!isPending()) setText(applied ?? '');
  }, [applied, isPending]);

  return {
    text,
    type: (value: string) => {
      setText(value);
      search.run(value);
    },
    clear: () => {
      cancel();
      setText('');
    },
  };
}
