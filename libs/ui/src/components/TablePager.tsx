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
  /** How a page size reads in the choice (a size standing for 'All'); the number by default. */
  pageSizeText?(pageSize: number): string;
  /** The page-size choice's label (default 'Rows per page'). */
  pageSizeLabel?: string;
  /** Names the navigation landmark, for pages with more than one table. */
  label?: string;
}

/** Under a table: 'Rows per page', 'Showing a–b of n', and Previous / Next. */
export function TablePager(props: TablePagerProps) {
  const { page, onPageChange, pageSize, pageSizes = [], onPageSizeChange, pageSizeText = String, pageSizeLabel = 'Rows per page', label = 'Table pages' } = props;
  const pageSizeId = useId();
  return (
    <nav className="portal-table-paging" aria-label={label}>
      {onPageSizeChange && pageSizes.length > 1 && (
        <>
          <label htmlFor={pageSizeId}>{pageSizeLabel}</label>
          <HTMLSelect
            id={pageSizeId}
            value={pageSize}
            options={pageSizes.map((size) => ({ value: size, label: pageSizeText(size) }))}
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
