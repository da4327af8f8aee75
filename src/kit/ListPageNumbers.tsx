import { useListContext } from 'react-admin';
import { PageNumbers } from '../format';

/**
 * The page-number control (spec section 2, shared display pieces) for a list paged on the server:
 * the page count comes from the list's total and page size. Nothing while the list is empty.
 */
export const ListPageNumbers = () => {
  const { page, perPage, total, setPage } = useListContext();
  if (!total) return null;
  return <PageNumbers page={page} totalPages={Math.max(1, Math.ceil(total / perPage))} onPageChange={setPage} />;
};
