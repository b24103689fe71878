import { H2, Switch } from '@blueprintjs/core';
import {
  useDeleteImportsMappingsByImportMappingNdxMutation, useDeleteImportsSchedulesByImportScheduleNdxMutation, useGetImportsMappingsQuery,
  useGetImportsParametersQuery, useGetImportsSchedulesQuery, usePostImportsMappingsMutation, usePostImportsSchedulesMutation,
  usePutImportsMappingsByImportMappingNdxMutation, usePutImportsSchedulesByImportScheduleNdxMutation,
} from '@portal/api-client';
import type { ImportMapping, ImportMappingInput, ImportSchedule, ImportScheduleInput } from '@portal/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import type { ColumnTableColumn } from '../../components/ColumnTable';
import { UPDATED_MESSAGE } from '../../components/editable-table.logic';
import { useToastedWrite } from '../../components/use-toasted-write';
import { FilteredEditableTable } from './FilteredEditableTable';
import { MAPPINGS_TABLE, MAPPINGS_TITLE, SCHEDULES_TABLE, SCHEDULES_TITLE } from './imports.constants';
import { mappingColumns, mappingInput, mappingTableColumns, SCHEDULE_COLUMNS, SCHEDULE_TABLE_COLUMNS } from './imports.logic';

/** 'An error has occurred: …' while a list could not be loaded and there is nothing to show. */
const loadError = (list: { data?: unknown; error?: FetchBaseQueryError | SerializedError }) =>
  list.error && !list.data ? errorOccurredText(errorMessage(list.error)) : null;

/**
 * The mapping table: source codes (with unit and qualifier) to the portal's parameters with the unit conversion, with
 * a filter (the defaults alone are hundreds of rows). Every parameter of the portal is offered, with the unit a mapping
 * converts into, whether or not it has data yet.
 */
export function MappingsTable() {
  const list = useGetImportsMappingsQuery();
  const parameters = useGetImportsParametersQuery();
  const [create] = usePostImportsMappingsMutation();
  const [update] = usePutImportsMappingsByImportMappingNdxMutation();
  const [remove] = useDeleteImportsMappingsByImportMappingNdxMutation();
  const options = useMemo(() => (parameters.data ?? []).map((p) => ({ value: p.parameter_ndx, display: `${p.display_name} (${p.unit_name})` })), [parameters.data]);
  const formColumns = useMemo(() => mappingColumns(options), [options]);
  const columns = useMemo(() => mappingTableColumns(options), [options]);
  return (
    <section aria-labelledby="portal-imports-mappings">
      <H2 id="portal-imports-mappings">{MAPPINGS_TITLE}</H2>
      <FilteredEditableTable<ImportMapping, ImportMappingInput>
        {...MAPPINGS_TABLE}
        columns={columns}
        formColumns={formColumns}
        rows={list.data}
        errorText={loadError(list)}
        rowKey={(row) => row.import_mapping_ndx}
        rowName={(row) => `${row.family} ${row.source_code}${row.source_unit ? ` (${row.source_unit})` : ''}${row.qualifier ? ` ${row.qualifier}` : ''}`}
        onCreate={(input) => create(mappingInput(input)).unwrap()}
        onUpdate={(row, input) => update({ ...mappingInput(input), import_mapping_ndx: row.import_mapping_ndx }).unwrap()}
        onDelete={(row) => remove(row.import_mapping_ndx).unwrap()}
      />
    </section>
  );
}

/** Per-site schedules of the online sources: an Enabled switch on each row, Add and Delete. */
export function SchedulesTable() {
  const list = useGetImportsSchedulesQuery();
  const [create] = usePostImportsSchedulesMutation();
  const [update] = usePutImportsSchedulesByImportScheduleNdxMutation();
  const [remove] = useDeleteImportsSchedulesByImportScheduleNdxMutation();
  const write = useToastedWrite();
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

  return (
    <section aria-labelledby="portal-imports-schedules">
      <H2 id="portal-imports-schedules">{SCHEDULES_TITLE}</H2>
      <FilteredEditableTable<ImportSchedule, ImportScheduleInput>
        {...SCHEDULES_TABLE}
        columns={columns}
        formColumns={SCHEDULE_COLUMNS}
        rows={list.data}
        errorText={loadError(list)}
        rowKey={(row) => row.import_schedule_ndx}
        rowName={name}
        onCreate={(input) => create(input).unwrap()}
        onUpdate={(row, input) => update({ ...input, import_schedule_ndx: row.import_schedule_ndx }).unwrap()}
        onDelete={(row) => remove(row.import_schedule_ndx).unwrap()}
      />
    </section>
  );
}
