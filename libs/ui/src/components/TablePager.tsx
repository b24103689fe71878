import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { type Page, showingText } from './paging';

export interface TablePagerProps {
  page: Pick<Page<unknown>, 'page' | 'pageCount' | 'first' | 'last' | 'total'>;
  onPageChange(page: number): void;
  pageSize: number;
  /** The sizes a user may pick; with fewer than two (or no onPageSizeChange) the size is fixed and not shown. */
  pageSizes?: readonly number[];
  onPageSizeChange?(pageSize: number): void;
  /** Names the navigation landmark, for pages with more than one table. */
  label?: string;
}

/** Under a table: 'Rows per page', 'Showing a–b of n', and Previous / Next. */
export function TablePager({ page, onPageChange, pageSize, pageSizes = [], onPageSizeChange, label = 'Table pages' }: TablePagerProps) {
  const pageSizeId = useId();
  return (
    <nav className="portal-table-paging" aria-label={label}>
      {onPageSizeChange && pageSizes.length > 1 && (
        <>
          <label htmlFor={pageSizeId}>Rows per page</label>
          <HTMLSelect
            id={pageSizeId}
            value={pageSize}
            options={[...pageSizes]}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        </>
      )}
      <span className={Classes.TEXT_MUTED} aria-live="polite">
        {showingText(page)}
      </span>
      <ButtonGroup>
        <Button icon="chevron-left" text="Previous" disabled={page.page <= 1} onClick={() => onPageChange(page.page - 1)} />
        <Button
          endIcon="chevron-right"
          text="Next"
          disabled={page.page >= page.pageCount}
          onClick={() => onPageChange(page.page + 1)}
        />
      </ButtonGroup>
    </nav>
  );
}
