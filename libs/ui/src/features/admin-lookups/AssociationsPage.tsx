import { Button, ButtonGroup, Card, Checkbox, H1, H2, InputGroup, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import {
  useGetAssocContactsGroupsQuery,
  useGetListContactsQuery,
  useGetListGroupsQuery,
  usePutAssocContactsGroupsByGroupNdxMutation,
} from '@portal/api-client';
import type { ContactRow, GroupRow } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadErrorText } from '../../components/editable-table.logic';
import { PagedTable } from '../../components/PagedTable';
import { errorMessage } from '../../common/error-message';
import { PRODUCT_NAME } from '../../common/constants';
import { useToaster } from '../../common/toaster';
import {
  ASSOCIATION_PAGE_SIZES,
  ASSOCIATIONS_NOT_SAVED,
  ASSOCIATIONS_SAVED,
  ASSOCIATIONS_TITLE,
  NO_DATA_TEXT,
  NO_GROUP_PROMPT,
} from './admin-lookups.constants';
import {
  type AssociationsState,
  chooseGroup,
  currentSelection,
  INITIAL_ASSOCIATIONS_STATE,
  isCancelled,
  savedContactNdxs,
  selectAll,
  type SortOrder,
  toggleContact,
  toggleOrder,
  visibleContacts,
  visibleGroups,
} from './associations.logic';
import './admin-lookups.css';

/**
 * Groups to Contacts Associations: pick a group on the left, tick its contacts on the right, Save.
 * Choosing a group selects the contacts it has; Save replaces them with the selection.
 */
export default function AssociationsPage() {
  const groups = useGetListGroupsQuery();
  const contacts = useGetListContactsQuery();
  const associations = useGetAssocContactsGroupsQuery();
  const [saveAssociations, saving] = usePutAssocContactsGroupsByGroupNdxMutation();
  const toaster = useToaster();
  const [state, setState] = useState<AssociationsState>(INITIAL_ASSOCIATIONS_STATE);
  const pendingSave = useRef<{ abort(): void } | null>(null);

  // Leaving the page cancels a save on the way; the cancellation is only logged.
  useEffect(() => () => pendingSave.current?.abort(), []);

  const group = groups.data?.find((g) => g.group_ndx === state.groupNdx);
  const selection = currentSelection(state, associations.data ?? []);

  const save = async () => {
    if (!group || !contacts.data) return;
    const groupNdx = group.group_ndx;
    const call = saveAssociations({ group_ndx: groupNdx, contact_ndx: savedContactNdxs(contacts.data, selection) });
    pendingSave.current = call;
    try {
      await call.unwrap();
      toaster.show(ASSOCIATIONS_SAVED, { intent: 'success' });
      // The selection now follows the refreshed server list, unless the user moved on to another group.
      setState((current) => (current.groupNdx === groupNdx ? { ...current, edited: null } : current));
    } catch (error) {
      if (isCancelled(error)) console.info('Saving the associations was cancelled.', error);
      else toaster.show(ASSOCIATIONS_NOT_SAVED, { intent: 'danger' });
    } finally {
      pendingSave.current = null;
    }
  };

  return (
    <>
      <title>{`${ASSOCIATIONS_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{ASSOCIATIONS_TITLE}</H1>
      <div className="portal-associations">
        <GroupPicker
          groups={groups.data}
          loadError={groups.error ? errorMessage(groups.error) : null}
          chosen={state.groupNdx}
          onChoose={(groupNdx) => setState((current) => chooseGroup(current, groupNdx))}
        />
        <section className="portal-associations-contacts" aria-label="Contacts of the group">
          {!group ? (
            <NonIdealState icon="arrow-left" description={NO_GROUP_PROMPT} />
          ) : (
            <>
              <H2>{group.group_desc}</H2>
              <div className="portal-associations-toolbar">
                <Button intent="primary" icon="floppy-disk" text="Save" loading={saving.isLoading} disabled={!contacts.data || !associations.data} onClick={save} />
                <ButtonGroup>
                  <Button
                    text="Select All"
                    disabled={!contacts.data}
                    onClick={() => setState((current) => ({ ...current, edited: selectAll(contacts.data ?? []) }))}
                  />
                  <Button text="Select None" onClick={() => setState((current) => ({ ...current, edited: [] }))} />
                </ButtonGroup>
                <Switch
                  role="switch"
                  label="Show only selected contacts"
                  checked={state.onlySelected}
                  onChange={(e) => {
                    const onlySelected = e.currentTarget.checked;
                    setState((current) => ({ ...current, onlySelected }));
                  }}
                />
              </div>
              <ContactPicker
                // A new group or filter starts at the first page.
                key={`${group.group_ndx}-${state.onlySelected}`}
                contacts={contacts.data && associations.data ? contacts.data : undefined}
                loadError={contacts.error ?? associations.error}
                selection={selection}
                onlySelected={state.onlySelected}
                onToggle={(contactNdx) => setState((current) => ({ ...current, edited: toggleContact(selection, contactNdx) }))}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

interface GroupPickerProps {
  groups: readonly GroupRow[] | undefined;
  loadError: string | null;
  chosen: number | null;
  onChoose(groupNdx: number): void;
}

/** The left column: every group, searchable, A→Z or Z→A. */
function GroupPicker({ groups, loadError, chosen, onChoose }: GroupPickerProps) {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>('asc');
  const shown = useMemo(() => visibleGroups(groups ?? [], search, order), [groups, search, order]);
  const orderText = order === 'asc' ? 'A→Z' : 'Z→A';

  return (
    <Card className="portal-associations-groups" compact>
      <div className="portal-associations-groups-tools">
        <InputGroup type="search" leftIcon="search" aria-label="Search groups" placeholder="Search groups…" value={search} onValueChange={setSearch} />
        <Button
          icon={order === 'asc' ? 'sort-alphabetical' : 'sort-alphabetical-desc'}
          text={orderText}
          aria-label={`Sort groups: ${orderText}`}
          title="Reverse the order"
          onClick={() => setOrder(toggleOrder)}
        />
      </div>
      {!groups ? (
        loadError ? (
          <p role="alert">{loadErrorText(loadError)}</p>
        ) : (
          <Spinner aria-label="Loading groups" />
        )
      ) : shown.length === 0 ? (
        <p className="portal-associations-empty">{NO_DATA_TEXT}</p>
      ) : (
        <ul className="portal-associations-group-list" aria-label="Groups">
          {shown.map((g) => (
            <li key={g.group_ndx}>
              <Button
                fill
                alignText="start"
                variant="minimal"
                text={g.group_desc}
                active={g.group_ndx === chosen}
                aria-pressed={g.group_ndx === chosen}
                onClick={() => onChoose(g.group_ndx)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

interface ContactPickerProps {
  contacts: readonly ContactRow[] | undefined;
  loadError: Parameters<typeof errorMessage>[0] | undefined;
  selection: readonly number[];
  onlySelected: boolean;
  onToggle(contactNdx: number): void;
}

const CONTACT_COLUMNS = ['Select', 'Name', 'Address', 'Organization'].map((header) => ({ key: header, header }));

/** The right column's table: a checkbox per contact, all contacts or only the selected ones, paged. */
function ContactPicker({ contacts, loadError, selection, onlySelected, onToggle }: ContactPickerProps) {
  const rows = useMemo(
    () => (contacts ? visibleContacts(contacts, selection, onlySelected) : undefined),
    [contacts, selection, onlySelected],
  );
  return (
    <PagedTable
      label="Contacts"
      columns={CONTACT_COLUMNS}
      rows={rows}
      errorText={loadError ? loadErrorText(errorMessage(loadError)) : null}
      emptyText={NO_DATA_TEXT}
      pageSize={ASSOCIATION_PAGE_SIZES[0]}
      pageSizes={ASSOCIATION_PAGE_SIZES}
      rowKey={(contact) => contact.contact_ndx}
      renderCells={(contact) => (
        <>
          <td>
            <Checkbox
              className="portal-associations-check"
              aria-label={`Select ${contact.contact_name}`}
              checked={selection.includes(contact.contact_ndx)}
              onChange={() => onToggle(contact.contact_ndx)}
            />
          </td>
          <td>{contact.contact_name}</td>
          <td>{contact.contact_address}</td>
          <td>{contact.contact_org}</td>
        </>
      )}
    />
  );
}
