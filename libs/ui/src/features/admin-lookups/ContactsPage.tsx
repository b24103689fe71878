import {
  usePostListContactsMutation,
  useDeleteListContactsByContactNdxMutation,
  useGetListContactsQuery,
  usePutListContactsByContactNdxMutation,
} from '@portal/api-client';
import type { ContactInput } from '@portal/contracts';
import type { EditableColumn } from '../../components/editable-table.logic';
import { CLOSED_GATEWAYS_NOTE, CONTACTS_PAGE_SIZE, CONTACTS_TITLE } from './admin-lookups.constants';
import { AdminTablePage } from './AdminTablePage';
import { contactAddressError } from './contact-address';

/** Name, address (an e-mail address) and organization are required; send_sms is a checkbox. */
export const CONTACT_COLUMNS: readonly EditableColumn<ContactInput>[] = [
  { field: 'contact_name', label: 'Name', required: true },
  {
    field: 'contact_address',
    label: 'Address',
    required: true,
    hint: `An e-mail address, or for text messages the phone’s number@gateway (see SMS Help). ${CLOSED_GATEWAYS_NOTE}`,
    validate: contactAddressError,
  },
  { field: 'contact_org', label: 'Organization', required: true },
  { field: 'remark', label: 'Remark', kind: 'multiline' },
  { field: 'send_sms', label: 'Receive Text Message', kind: 'boolean' },
];

/** Admin Contacts: the people and mailboxes alerts go to. A contact in use cannot be deleted. */
export default function ContactsPage() {
  const list = useGetListContactsQuery();
  const [createContact] = usePostListContactsMutation();
  const [updateContact] = usePutListContactsByContactNdxMutation();
  const [deleteContact] = useDeleteListContactsByContactNdxMutation();
  return (
    <AdminTablePage
      title={CONTACTS_TITLE}
      itemName="Contact"
      columns={CONTACT_COLUMNS}
      idField="contact_ndx"
      list={list}
      pageSize={CONTACTS_PAGE_SIZE}
      isDeletable={(row) => !row.is_used}
      onCreate={(input) => createContact(input).unwrap()}
      onUpdate={(contact_ndx, input) => updateContact({ ...input, contact_ndx }).unwrap()}
      onDelete={(contactNdx) => deleteContact(contactNdx).unwrap()}
    />
  );
}
