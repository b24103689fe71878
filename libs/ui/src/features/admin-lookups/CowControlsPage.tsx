import { useGetCowListInputsQuery, useGetListLocationsForCowQuery, usePutCowListInputsByCowInputNdxMutation } from '@portal/api-client';
import type { CowInputUpdate, LookupOption } from '@portal/contracts';
import { useMemo } from 'react';
import type { EditableColumn } from '../../components/editable-table.logic';
import { COW_CONTROLS_TITLE, COW_PAGE_SIZE, COW_SLICE_ORDER_HINT, DEFAULT_COW_RESERVOIR_NDX } from './admin-lookups.constants';
import { AdminTablePage } from './AdminTablePage';

/** The Colors of Water storage accounts, with the reservoirs they can belong to. */
export function cowColumns(reservoirs: readonly LookupOption[]): EditableColumn<CowInputUpdate>[] {
  return [
    { field: 'cow_input_name', label: 'Storage Account', required: true },
    { field: 'graph_color', label: 'Graph Color', kind: 'color', required: true },
    { field: 'cow_slice_order', label: 'Slice Order', kind: 'integer', hint: COW_SLICE_ORDER_HINT },
    {
      field: 'reservoir_location_ndx',
      label: 'Reservoir',
      kind: 'lookup',
      options: reservoirs,
      defaultValue: DEFAULT_COW_RESERVOIR_NDX,
      required: true,
    },
  ];
}

/** COW Controls: how each storage account is drawn in the Colors of Water charts. Edit only. */
export default function CowControlsPage() {
  const list = useGetCowListInputsQuery();
  const reservoirs = useGetListLocationsForCowQuery();
  const [updateCowInput] = usePutCowListInputsByCowInputNdxMutation();
  const columns = useMemo(() => cowColumns(reservoirs.data ?? []), [reservoirs.data]);
  return (
    <AdminTablePage
      title={COW_CONTROLS_TITLE}
      itemName="Storage Account"
      columns={columns}
      idField="cow_input_ndx"
      list={list}
      pageSize={COW_PAGE_SIZE}
      // The COW table allows editing only, with no adding or deleting of rows.
      canAdd={false}
      canDelete={false}
      onUpdate={(cow_input_ndx, input) => updateCowInput({ ...input, cow_input_ndx }).unwrap()}
    />
  );
}
