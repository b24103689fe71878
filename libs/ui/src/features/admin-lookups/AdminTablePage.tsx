import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { EditableTable, type EditableTableProps } from '../../components/EditableTable';
import { PRODUCT_NAME } from '../../common/constants';
import { listProps } from './list-props';

export type AdminTablePageProps<TRow extends TInput, TInput extends object> = Omit<
  EditableTableProps<TRow, TInput>,
  'rows' | 'loadError' | 'headingLevel'
> & {
  /** The list query's result: its rows, or why they are missing. */
  list: { data?: TRow[]; error?: FetchBaseQueryError | SerializedError };
};

/** An admin screen that is one editable table: the table's title names the page and the browser tab. */
export function AdminTablePage<TRow extends TInput, TInput extends object>({ list, ...table }: AdminTablePageProps<TRow, TInput>) {
  return (
    <>
      <title>{`${table.title} | ${PRODUCT_NAME}`}</title>
      <EditableTable {...table} {...listProps(list)} headingLevel={1} />
    </>
  );
}
