import { Button, Checkbox, InputGroup, PopoverNext } from '@blueprintjs/core';
import { type Key, type ReactNode, useState } from 'react';
import { useCsvExport } from '../common/use-csv-export';
import { chosenColumns, defaultColumnKeys, filterRows, type TableColumn } from './column-table.logic';
import { PagedTable } from './PagedTable';
import './column-table.css';
// The actions column's rule (one line, as narrow as its buttons) lives with the editable table, which shares it.
import './editable-table.css';

export interface ColumnTableColumn<Row> extends TableColumn<Row> {
  /** The cell, when it is more than the column's text (a switch, a link, a tag). */
  render?(row: Row): ReactNode;
  className?: string;
  /**
   * Long text kept to two lines, the whole text in the cell's tooltip (the filter and the CSV still hold all of it):
   * a table of many columns then shows many rows a screen.
   */
  clamp?: boolean;
}

export interface ColumnTableProps<Row> {
  /** The table's accessible name; also names the filter ('Filter {label}'). */
  label: string;
  /** Every column the chooser offers, in the table's order. */
  columns: readonly ColumnTableColumn<Row>[];
  /** undefined while loading, or when loading failed (then errorText says why). */
  rows: readonly Row[] | undefined;
  errorText?: string | null;
  emptyText?: ReactNode;
  rowKey(row: Row): Key;
  pageSize: number;
  pageSizes?: readonly number[];
  /** The CSV export's file name. */
  csvFileName: string;
  /** The rows the CSV export holds, from those the filter shows (default: all of them). */
  csvRows?(shown: readonly Row[]): readonly Row[];
  /** Controls before the filter (Add, toggles). */
  tools?: ReactNode;
  /** A last column of buttons, never hidden and not exported. */
  actions?: { header: string; render(row: Row): ReactNode };
}

/**
 * A data table with a filter over every column, a column chooser, a CSV export of the rows and columns shown, and
 * paging with a choice of page size.
 */
export function ColumnTable<Row>(props: ColumnTableProps<Row>) {
  const { label, columns, rows, actions } = props;
  const saveCsvFile = useCsvExport();
  const [filter, setFilter] = useState('');
  const [keys, setKeys] = useState<readonly string[]>(() => defaultColumnKeys(columns));
  const shown = rows && filterRows(rows, columns, filter);
  const visible = chosenColumns(columns, keys);
  const toggle = (key: string, on: boolean) => setKeys((current) => (on ? [...current, key] : current.filter((k) => k !== key)));

  return (
    <section className="portal-column-table">
      <div className="portal-column-table-toolbar" role="toolbar" aria-label={`${label} tools`}>
        {props.tools}
        <InputGroup
          type="search"
          leftIcon="filter"
          placeholder={`Filter ${label.toLowerCase()}`}
          aria-label={`Filter ${label}`}
          value={filter}
          onValueChange={setFilter}
        />
        <PopoverNext
          placement="bottom-end"
          content={
            <fieldset className="portal-column-table-chooser">
              <legend>Columns</legend>
              {columns.map((column) => (
                <Checkbox
                  key={column.key}
                  label={column.header}
                  checked={keys.includes(column.key)}
                  onChange={(e) => toggle(column.key, e.currentTarget.checked)}
                />
              ))}
            </fieldset>
          }
        >
          <Button icon="th-list" text="Columns" endIcon="caret-down" />
        </PopoverNext>
        <Button
          icon="export"
          text="Export CSV"
          disabled={!shown}
          onClick={() => void saveCsvFile(props.csvFileName, props.csvRows ? props.csvRows(shown ?? []) : (shown ?? []), visible)}
        />
      </div>

      <PagedTable
        // A new filter starts again at the first page.
        key={filter}
        label={label}
        columns={[
          ...visible.map((c) => ({ key: c.key, header: c.header, className: (c as ColumnTableColumn<Row>).className })),
          ...(actions ? [{ key: '__actions', header: actions.header, className: 'portal-editable-table-actions' }] : []),
        ]}
        rows={shown}
        errorText={props.errorText}
        emptyText={props.emptyText}
        pageSize={props.pageSize}
        pageSizes={props.pageSizes}
        rowKey={props.rowKey}
        renderCells={(row) => (
          <>
            {visible.map((c) => (
              <td key={c.key} className={(c as ColumnTableColumn<Row>).className}>
                <Cell column={c as ColumnTableColumn<Row>} row={row} />
              </td>
            ))}
            {actions && <td className="portal-editable-table-actions">{actions.render(row)}</td>}
          </>
        )}
      />
    </section>
  );
}

function Cell<Row>({ column, row }: { column: ColumnTableColumn<Row>; row: Row }) {
  const text = String(column.value(row) ?? '');
  const content = column.render?.(row) ?? text;
  return column.clamp ? <div className="portal-column-clamp" title={text}>{content}</div> : content;
}
