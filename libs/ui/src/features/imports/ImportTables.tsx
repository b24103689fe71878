import { Button, H2, Switch } from '@blueprintjs/core';
import {
  useDeleteImportsMappingsByImportMappingNdxMutation, useDeleteImportsSchedulesByImportScheduleNdxMutation, useGetImportsMappingsQuery,
  useGetImportsSchedulesQuery, useGetQueryAndDownloadQDListParametersQuery, usePostImportsMappingsMutation, usePostImportsSchedulesMutation,
  usePutImportsMappingsByImportMappingNdxMutation, usePutImportsSchedulesByImportScheduleNdxMutation,
} from '@portal/api-client';
import type { ImportSchedule, ImportScheduleInput } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { ColumnTable, type ColumnTableColumn } from '../../components/ColumnTable';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EditableRowDialog } from '../../components/EditableRowDialog';
import { EditableTable } from '../../components/EditableTable';
import { ADDED_MESSAGE, DELETED_MESSAGE, newDraft, UPDATED_MESSAGE } from '../../components/editable-table.logic';
import { useToastedWrite } from '../../components/use-toasted-write';
import { listProps } from '../admin-lookups/list-props';
import { MAPPINGS_PAGE_SIZE, MAPPINGS_TITLE, SCHEDULES_CSV_FILE, SCHEDULES_PAGE_SIZE, SCHEDULES_TITLE } from './imports.constants';
import { mappingColumns, mappingInput, SCHEDULE_COLUMNS, SCHEDULE_TABLE_COLUMNS } from './imports.logic';

/**
 * The mapping table: source codes (with unit and qualifier) to the portal's parameters with the unit conversion.
 * The parameters offered are those the portal lists for Query & Download.
 */
export function MappingsTable() {
  const list = useGetImportsMappingsQuery();
  const parameters = useGetQueryAndDownloadQDListParametersQuery();
  const [create] = usePostImportsMappingsMutation();
  const [update] = usePutImportsMappingsByImportMappingNdxMutation();
  const [remove] = useDeleteImportsMappingsByImportMappingNdxMutation();
  const columns = useMemo(
    () => mappingColumns((parameters.data ?? []).map((p) => ({ value: p.parameter_ndx, display: p.display_name }))),
    [parameters.data],
  );
  return (
    <EditableTable
      title={MAPPINGS_TITLE}
      itemName="Mapping"
      columns={columns}
      idField="import_mapping_ndx"
      {...listProps(list)}
      pageSize={MAPPINGS_PAGE_SIZE}
      rowLabel={(row) => `${row.family} ${row.source_code}${row.source_unit ? ` (${row.source_unit})` : ''}`}
      onCreate={(input) => create(mappingInput(input)).unwrap()}
      onUpdate={(import_mapping_ndx, input) => update({ ...mappingInput(input), import_mapping_ndx }).unwrap()}
      onDelete={(ndx) => remove(ndx).unwrap()}
    />
  );
}

/** Per-site schedules of the online sources: an Enabled switch on each row, Add and Delete. */
export function SchedulesTable() {
  const list = useGetImportsSchedulesQuery();
  const [create] = usePostImportsSchedulesMutation();
  const [update] = usePutImportsSchedulesByImportScheduleNdxMutation();
  const [remove] = useDeleteImportsSchedulesByImportScheduleNdxMutation();
  const write = useToastedWrite();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ImportSchedule | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (row: ImportSchedule) => `${row.source} ${row.site}`;

  const columns: readonly ColumnTableColumn<ImportSchedule>[] = SCHEDULE_TABLE_COLUMNS.map((column) =>
    column.key === 'enabled'
      ? {
          ...column,
          render: (row: ImportSchedule) => (
            <Switch checked={row.enabled} aria-label={`Enabled: ${name(row)}`} className="portal-imports-switch"
              onChange={(e) => {
                const enabled = e.currentTarget.checked;
                void write(() => update({ ...row, enabled }).unwrap(), UPDATED_MESSAGE).catch(() => undefined);
              }} />
          ),
        }
      : column,
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    await write(() => remove(deleting.import_schedule_ndx).unwrap(), DELETED_MESSAGE).catch(() => undefined);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <section aria-labelledby="portal-imports-schedules">
      <H2 id="portal-imports-schedules">{SCHEDULES_TITLE}</H2>
      <ColumnTable
        label={SCHEDULES_TITLE}
        columns={columns}
        rows={list.data}
        errorText={list.error && !list.data ? errorOccurredText(errorMessage(list.error)) : null}
        emptyText="No schedules: every online source is fetched only on demand."
        rowKey={(row) => row.import_schedule_ndx}
        pageSize={SCHEDULES_PAGE_SIZE}
        csvFileName={SCHEDULES_CSV_FILE}
        tools={<Button icon="add" intent="primary" text="Add Schedule" onClick={() => setAdding(true)} />}
        actions={{
          header: 'Actions',
          render: (row) => <Button variant="minimal" icon="trash" intent="danger" aria-label={`Delete ${name(row)}`} onClick={() => setDeleting(row)} />,
        }}
      />
      {adding && (
        <EditableRowDialog<ImportScheduleInput>
          title="Add Schedule"
          columns={SCHEDULE_COLUMNS}
          initialDraft={newDraft(SCHEDULE_COLUMNS)}
          onSave={async (input) => {
            await write(() => create(input).unwrap(), ADDED_MESSAGE);
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog label={name(deleting)} busy={busy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
      )}
    </section>
  );
}
