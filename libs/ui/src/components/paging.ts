/** Client-side paging shared by the portal's tables; pure, so each rule is tested directly. */

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last row shown; both 0 when there are no rows. */
  first: number;
  last: number;
  total: number;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return {
    rows: shown,
    page: current,
    pageCount,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
    total,
  };
}

export function showingText(page: Pick<Page<unknown>, 'first' | 'last' | 'total'>): string {
  return page.total === 0 ? 'Showing 0 of 0' : `Showing ${page.first}–${page.last} of ${page.total}`;
}

/** The page sizes the data tools' tables offer. */
export const DATA_TABLE_PAGE_SIZES = [5, 10, 30, 60] as const;
