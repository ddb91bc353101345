import { useState } from 'react';
import { useSearchBox } from '@web/components/ui/search-input';

/**
 * A paged list's search text, filter and page, kept in state: a new search or a new filter shows
 * page 1 again (the page the host was on may not exist among fewer matches). `search` is the
 * search box's state (spread its `inputProps` on the SearchInput).
 */
export function usePagedSearch<Filter>(initialFilter: Filter) {
  const [q, setQ] = useState('');
  const [filter, setFilterOnly] = useState(initialFilter);
  const [page, setPage] = useState(1);
  const search = useSearchBox((text) => {
    setQ(text);
    setPage(1);
  });
  const setFilter = (next: Filter) => {
    setFilterOnly(next);
    setPage(1);
  };
  return { q, filter, setFilter, page, setPage, search };
}
