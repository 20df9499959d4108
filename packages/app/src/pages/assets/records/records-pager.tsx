import { useLingui } from '@lingui/react/macro';
import type { Page } from '@exchange/api';
import { Pagination } from '@exchange/design-system';

/** Page buttons under a records table; nothing while there is only one page. */
export function RecordsPager({
  page,
  onPageChange,
  label,
}: {
  page: Page<unknown> | undefined;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const { t } = useLingui();
  if (page === undefined) return null;
  const pageCount = Math.ceil(page.total / page.limit);
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page.page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      label={label}
      previousLabel={t`Previous page`}
      nextLabel={t`Next page`}
      pageLabel={(n) => t`Page ${n}`}
    />
  );
}
