import { usePostListGroupsMutation, useDeleteListGroupsByGroupNdxMutation, useGetListGroupsQuery, usePutListGroupsByGroupNdxMutation } from '@portal/api-client';
import type { GroupInput } from '@portal/contracts';
import type { EditableColumn } from '../../components/editable-table.logic';
import { GROUPS_PAGE_SIZE, GROUPS_TITLE } from './admin-lookups.constants';
import { AdminTablePage } from './AdminTablePage';

/** A group's name is required. */
export const GROUP_COLUMNS: readonly EditableColumn<GroupInput>[] = [
  { field: 'group_desc', label: 'Group', required: true },
  { field: 'remark', label: 'Remark', kind: 'multiline' },
];

/** Admin Groups: named lists of contacts. A group with contacts or alerts cannot be deleted. */
export default function GroupsPage() {
  const list = useGetListGroupsQuery();
  const [createGroup] = usePostListGroupsMutation();
  const [updateGroup] = usePutListGroupsByGroupNdxMutation();
  const [deleteGroup] = useDeleteListGroupsByGroupNdxMutation();
  return (
    <AdminTablePage
      title={GROUPS_TITLE}
      itemName="Group"
      columns={GROUP_COLUMNS}
      idField="group_ndx"
      list={list}
      pageSize={GROUPS_PAGE_SIZE}
      isDeletable={(row) => !row.is_used}
      onCreate={(input) => createGroup(input).unwrap()}
      onUpdate={(group_ndx, input) => updateGroup({ ...input, group_ndx }).unwrap()}
      onDelete={(groupNdx) => deleteGroup(groupNdx).unwrap()}
    />
  );
}
