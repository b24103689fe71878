import { Button, Classes, H1, H2, Tooltip } from '@blueprintjs/core';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { useFocusReturn } from '../common/use-focus-return';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ColorSwatch, EditableRowDialog } from './EditableRowDialog';
import {
  ADDED_MESSAGE,
  CANNOT_DELETE_MESSAGE,
  canDeleteRow,
  columnKind,
  DELETED_MESSAGE,
  displayValue,
  type EditableColumn,
  loadErrorText,
  newDraft,
  rowDraft,
  UPDATED_MESSAGE,
} from './editable-table.logic';
import { PagedTable } from './PagedTable';
import { useToastedWrite } from './use-toasted-write';
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
 * confirmation before deleting; a toast for every outcome. Closing a dialog, however it closes, gives focus back
 * to the button that opened it, or to the table when that button is gone (its row was deleted).
 */
export function EditableTable<TRow extends TInput, TInput extends object>(props: EditableTableProps<TRow, TInput>) {
  const { title, itemName, columns, idField, rows, loadError, pageSize, pageSizes, onCreate, onUpdate, onDelete } = props;
  const canAdd = (props.canAdd ?? true) && onCreate !== undefined;
  const canEdit = (props.canEdit ?? true) && onUpdate !== undefined && idField !== undefined;
  const canDelete = (props.canDelete ?? true) && onDelete !== undefined && idField !== undefined;
  const write = useToastedWrite();
  const cannotDeleteId = useId();
  const [editor, setEditor] = useState<Editor<TRow> | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const tableElement = () => sectionRef.current?.querySelector('table');
  const editorFocus = useFocusReturn(editor !== null, tableElement);
  const deleteFocus = useFocusReturn(deleting !== null, tableElement);

  // Without an id field (a read-only table) a row is known by its place in the list.
  const idOf = (row: TRow) => (idField === undefined ? (rows ?? []).indexOf(row) : Number(row[idField]));
  const labelOf = (row: TRow) =>
    props.rowLabel?.(row) || displayValue(columns[0] as EditableColumn<unknown>, row[columns[0].field]) || `row ${idOf(row)}`;
  const hasActions = canEdit || canDelete;
  const Heading = props.headingLevel === 1 ? H1 : H2;

  const openEditor = (event: MouseEvent<HTMLElement>, next: Editor<TRow>) => {
    editorFocus.remember(event.currentTarget);
    setEditor(next);
  };

  const save = async (input: TInput) => {
    if (editor?.mode === 'edit') await write(() => onUpdate!(idOf(editor.row), input), UPDATED_MESSAGE);
    else await write(() => onCreate!(input), ADDED_MESSAGE);
    setEditor(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    // Failure is toasted by write(); the question closes either way. Once deleted, the row's buttons are about to
    // go (the list reloads after this), so focus goes to the table rather than to them.
    await write(() => onDelete!(idOf(deleting)), DELETED_MESSAGE).then(deleteFocus.forget, () => undefined);
    setDeleteBusy(false);
    setDeleting(null);
  };

  return (
    <section className="portal-editable-table" ref={sectionRef}>
      <div className="portal-editable-table-header">
        <Heading className="portal-page-title">{title}</Heading>
        {canAdd && (
          <Button icon="add" intent="primary" text={`Add ${itemName}`} onClick={(e) => openEditor(e, { mode: 'add' })} />
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
                    onClick={(e) => openEditor(e, { mode: 'edit', row })}
                  />
                )}
                {canDelete && (
                  <DeleteButton
                    label={labelOf(row)}
                    deletable={canDeleteRow(row, idOf(row), props)}
                    reasonId={cannotDeleteId}
                    onClick={(e) => {
                      deleteFocus.remember(e.currentTarget);
                      setDeleting(row);
                    }}
                  />
                )}
              </td>
            )}
          </>
        )}
      />
      {canDelete && (
        // The description of every Delete that does nothing; out of the table, so its cells do not read it again.
        <span id={cannotDeleteId} hidden>
          {CANNOT_DELETE_MESSAGE}
        </span>
      )}

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
        <ConfirmDeleteDialog label={labelOf(deleting)} busy={deleteBusy} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
      )}
    </section>
  );
}

interface DeleteButtonProps {
  label: string;
  deletable: boolean;
  /** The element that says why a row cannot be deleted. */
  reasonId: string;
  onClick(event: MouseEvent<HTMLElement>): void;
}

/**
 * A row's Delete. A row that may not be deleted keeps its button in the tab order, marked aria-disabled and doing
 * nothing, so a keyboard user can reach it and learn why: the reason shows as a tooltip on focus or hover, and is
 * the button's description for screen readers.
 */
function DeleteButton({ label, deletable, reasonId, onClick }: DeleteButtonProps) {
  if (deletable) {
    return <Button variant="minimal" icon="trash" intent="danger" aria-label={`Delete ${label}`} title="Delete" onClick={onClick} />;
  }
  return (
    <Tooltip content={CANNOT_DELETE_MESSAGE} placement="left">
      <Button
        variant="minimal"
        icon="trash"
        className={Classes.DISABLED}
        aria-label={`Delete ${label}`}
        aria-disabled="true"
        aria-describedby={reasonId}
      />
    </Tooltip>
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
