import { Button } from '@blueprintjs/core';
import { type Key, type ReactNode, useState } from 'react';
import { ColumnTable, type ColumnTableColumn } from '../../components/ColumnTable';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EditableRowDialog } from '../../components/EditableRowDialog';
import { ADDED_MESSAGE, DELETED_MESSAGE, type EditableColumn, newDraft, rowDraft, UPDATED_MESSAGE } from '../../components/editable-table.logic';
import { useToastedWrite } from '../../components/use-toasted-write';

export interface FilteredEditableTableProps<Row extends TInput, TInput extends object> {
  /** The table's accessible name. */
  label: string;
  /** One row, for buttons and dialogs: 'Mapping' gives 'Add Mapping', 'Edit Mapping'. */
  itemName: string;
  /** What the table shows (with a filter over them). */
  columns: readonly ColumnTableColumn<Row>[];
  /** What the add and edit form asks; together they are every field of TInput. */
  formColumns: readonly EditableColumn<TInput>[];
  rows: readonly Row[] | undefined;
  errorText: string | null;
  emptyText: ReactNode;
  pageSize: number;
  csvFileName: string;
  rowKey(row: Row): Key;
  /** Names a row in button labels and the delete question. */
  rowName(row: Row): string;
  onCreate(input: TInput): Promise<unknown>;
  /** Without it, rows are not edited (only added and deleted). */
  onUpdate?(row: Row, input: TInput): Promise<unknown>;
  onDelete(row: Row): Promise<unknown>;
}

type Editor<Row> = { mode: 'add' } | { mode: 'edit'; row: Row };

/**
 * A table of many rows to edit: the column table's filter, column chooser and CSV export, with Add above it, Edit and
 * Delete on each row, the add and edit form in a dialog with its fields' checks, and the question before a delete;
 * every outcome toasted.
 */
export function FilteredEditableTable<Row extends TInput, TInput extends object>(props: FilteredEditableTableProps<Row, TInput>) {
  const { itemName, formColumns, rowName, onUpdate } = props;
  const write = useToastedWrite();
  const [editor, setEditor] = useState<Editor<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (input: TInput) => {
    if (editor?.mode === 'edit' && onUpdate) await write(() => onUpdate(editor.row, input), UPDATED_MESSAGE);
    else await write(() => props.onCreate(input), ADDED_MESSAGE);
    setEditor(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    await write(() => props.onDelete(deleting), DELETED_MESSAGE).catch(() => undefined);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <ColumnTable
        label={props.label}
        columns={props.columns}
        rows={props.rows}
        errorText={props.errorText}
        emptyText={props.emptyText}
        rowKey={props.rowKey}
        pageSize={props.pageSize}
        csvFileName={props.csvFileName}
        tools={<Button icon="add" intent="primary" text={`Add ${itemName}`} onClick={() => setEditor({ mode: 'add' })} />}
        actions={{
          header: 'Actions',
          render: (row) => (
            <div className="portal-imports-row-actions">
              {onUpdate && <Button variant="minimal" icon="edit" aria-label={`Edit ${rowName(row)}`} title="Edit" onClick={() => setEditor({ mode: 'edit', row })} />}
              <Button variant="minimal" icon="trash" intent="danger" aria-label={`Delete ${rowName(row)}`} title="Delete" onClick={() => setDeleting(row)} />
            </div>
          ),
        }}
      />
      {editor && (
        <EditableRowDialog<TInput>
          title={`${editor.mode === 'add' ? 'Add' : 'Edit'} ${itemName}`}
          columns={formColumns}
          initialDraft={editor.mode === 'add' ? newDraft(formColumns) : rowDraft(formColumns, editor.row)}
          onSave={save}
          onClose={() => setEditor(null)}
        />
      )}
      {deleting && <ConfirmDeleteDialog label={rowName(deleting)} busy={busy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />}
    </>
  );
}
