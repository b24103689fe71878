import { Alert, Button, H1, H2 } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useToaster } from '../common/toaster';
import { ColorSwatch, EditableRowDialog } from './EditableRowDialog';
import {
  ADDED_MESSAGE,
  canDeleteRow,
  columnKind,
  DELETED_MESSAGE,
  displayValue,
  type EditableColumn,
  loadErrorText,
  newDraft,
  rowDraft,
  UPDATED_MESSAGE,
  writeErrorMessage,
} from './editable-table.logic';
import { PagedTable } from './PagedTable';
import './editable-table.css';

/** The fields of T that hold numbers: what can name a row's id. */
export type NumericField<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T] & string;

export interface EditableTableProps<TRow extends TInput, TInput extends object> {
  /** The table's heading and accessible name: 'Contacts'. */
  title: string;
  /** One row, for buttons and dialogs: 'Add Contact', 'Edit Contact'. */
  itemName: string;
  /** The columns, in order; together they are every field of TInput (what a save sends). */
  columns: readonly EditableColumn<TInput>[];
  /** The field holding a row's id, given to onUpdate and onDelete: 'contact_ndx'. Read-only tables may omit it. */
  idField?: NumericField<TRow>;
  /** The rows as loaded; undefined until they are. */
  rows: readonly TRow[] | undefined;
  /** Why the rows could not be loaded; shown as 'An error has occurred: {loadError}' while there are no rows. */
  loadError?: string | null;
  pageSize: number;
  /** Page sizes to choose from; the size is fixed without at least two. */
  pageSizes?: readonly number[];
  /** Each defaults to whether its handler is given; neither flag nor handler alone shows the action. */
  canAdd?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  /** Ids that are never deletable. */
  protectedIds?: readonly number[];
  /** False for a row that may not be deleted, such as one still in use. */
  isDeletable?(row: TRow): boolean;
  /** Names a row in button labels and the delete question; default: its first column's text. */
  rowLabel?(row: TRow): string;
  /** Save a new row; resolve when saved, reject with the error (RTK Query's unwrap() does both). */
  onCreate?(input: TInput): Promise<unknown>;
  onUpdate?(id: number, input: TInput): Promise<unknown>;
  onDelete?(id: number): Promise<unknown>;
  /** Level of the title heading; 1 when the table is the page. Default 2. */
  headingLevel?: 1 | 2;
}

const ACTIONS_KEY = '__actions';

type Editor<TRow> = { mode: 'add' } | { mode: 'edit'; row: TRow };

/**
 * The generic editable table of the admin screens: a titled, paged table with
 * Add, and Edit and Delete per row, each enabled by a flag; a form in a dialog with the fields' validation; a
 * confirmation before deleting; a toast for every outcome.
 */
export function EditableTable<TRow extends TInput, TInput extends object>(props: EditableTableProps<TRow, TInput>) {
  const { title, itemName, columns, idField, rows, loadError, pageSize, pageSizes, onCreate, onUpdate, onDelete } = props;
  const canAdd = (props.canAdd ?? true) && onCreate !== undefined;
  const canEdit = (props.canEdit ?? true) && onUpdate !== undefined && idField !== undefined;
  const canDelete = (props.canDelete ?? true) && onDelete !== undefined && idField !== undefined;
  const toaster = useToaster();
  const deleteQuestionId = useId();
  const [editor, setEditor] = useState<Editor<TRow> | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  // Without an id field (a read-only table) a row is known by its place in the list.
  const idOf = (row: TRow) => (idField === undefined ? (rows ?? []).indexOf(row) : Number(row[idField]));
  const labelOf = (row: TRow) =>
    props.rowLabel?.(row) || displayValue(columns[0] as EditableColumn<unknown>, row[columns[0].field]) || `row ${idOf(row)}`;
  const hasActions = canEdit || canDelete;
  const Heading = props.headingLevel === 1 ? H1 : H2;

  /** Runs a write and toasts its outcome; rethrows so the caller can stay open on failure. */
  const write = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      toaster.show(success, { intent: 'success' });
    } catch (error) {
      toaster.show(writeErrorMessage(error), { intent: 'danger' });
      throw error;
    }
  };

  const save = async (input: TInput) => {
    if (editor?.mode === 'edit') await write(() => onUpdate!(idOf(editor.row), input), UPDATED_MESSAGE);
    else await write(() => onCreate!(input), ADDED_MESSAGE);
    setEditor(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    // Failure is toasted by write(); the question closes either way.
    await write(() => onDelete!(idOf(deleting)), DELETED_MESSAGE).catch(() => undefined);
    setDeleteBusy(false);
    setDeleting(null);
  };

  return (
    <section className="portal-editable-table">
      <div className="portal-editable-table-header">
        <Heading className="portal-page-title">{title}</Heading>
        {canAdd && (
          <Button icon="add" intent="primary" text={`Add ${itemName}`} onClick={() => setEditor({ mode: 'add' })} />
        )}
      </div>

      <PagedTable
        label={title}
        columns={[
          ...columns.map((column) => ({ key: column.field, header: column.label })),
          ...(hasActions ? [{ key: ACTIONS_KEY, header: 'Actions', className: 'portal-editable-table-actions' }] : []),
        ]}
        rows={rows}
        errorText={loadError ? loadErrorText(loadError) : null}
        pageSize={pageSize}
        pageSizes={pageSizes}
        rowKey={idOf}
        renderCells={(row) => (
          <>
            {columns.map((column) => (
              <Cell key={column.field} column={column as EditableColumn<unknown>} value={row[column.field]} />
            ))}
            {hasActions && (
              <td className="portal-editable-table-actions">
                {canEdit && (
                  <Button
                    variant="minimal"
                    icon="edit"
                    aria-label={`Edit ${labelOf(row)}`}
                    title="Edit"
                    onClick={() => setEditor({ mode: 'edit', row })}
                  />
                )}
                {canDelete && (
                  <DeleteButton
                    label={labelOf(row)}
                    deletable={canDeleteRow(row, idOf(row), props)}
                    onClick={() => setDeleting(row)}
                  />
                )}
              </td>
            )}
          </>
        )}
      />

      {editor && (
        <EditableRowDialog
          title={`${editor.mode === 'add' ? 'Add' : 'Edit'} ${itemName}`}
          columns={columns}
          initialDraft={editor.mode === 'add' ? newDraft(columns) : rowDraft(columns, editor.row)}
          onSave={save}
          onClose={() => setEditor(null)}
        />
      )}

      {deleting && (
        <Alert
          isOpen
          aria-labelledby={deleteQuestionId}
          icon="trash"
          intent="danger"
          confirmButtonText="Delete"
          cancelButtonText="Cancel"
          canEscapeKeyCancel
          loading={deleteBusy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p id={deleteQuestionId}>{`Are you sure you want to delete “${labelOf(deleting)}”?`}</p>
        </Alert>
      )}
    </section>
  );
}

function DeleteButton({ label, deletable, onClick }: { label: string; deletable: boolean; onClick(): void }) {
  return (
    <Button
      variant="minimal"
      icon="trash"
      intent={deletable ? 'danger' : 'none'}
      aria-label={`Delete ${label}`}
      title={deletable ? 'Delete' : 'In use: cannot be deleted'}
      disabled={!deletable}
      onClick={onClick}
    />
  );
}

function Cell({ column, value }: { column: EditableColumn<unknown>; value: unknown }) {
  const text = displayValue(column, value);
  const kind = columnKind(column);
  if (kind === 'color') {
    return (
      <td>
        <ColorSwatch color={text} /> {text}
      </td>
    );
  }
  return <td className={kind === 'multiline' ? 'portal-multiline' : undefined}>{text}</td>;
}
