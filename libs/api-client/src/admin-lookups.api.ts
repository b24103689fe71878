import type {
  Contact,
  ContactGroupAssociation,
  ContactInput,
  ContactRow,
  CowInput,
  CowInputUpdate,
  Group,
  GroupInput,
  GroupRow,
  LookupOption,
  SmsProvider,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/** PUT assoc-contacts-groups/{group_ndx}: the group's whole new list of contacts (an empty list clears it). */
export interface GroupAssociationsArgs {
  group_ndx: number;
  contact_ndx: readonly number[];
}

// Writes send exactly the input fields: a row read from a list also carries its id and the is_used flag,
// which are not part of what the server accepts.
function contactInput(contact: ContactInput): ContactInput {
  const { contact_name, contact_address, contact_org, remark, send_sms } = contact;
  return { contact_name, contact_address, contact_org, remark, send_sms };
}

function groupInput(group: GroupInput): GroupInput {
  const { group_desc, remark } = group;
  return { group_desc, remark };
}

function cowInputUpdate(input: CowInputUpdate): CowInputUpdate {
  const { cow_input_name, graph_color, cow_slice_order, reservoir_location_ndx } = input;
  return { cow_input_name, graph_color, cow_slice_order, reservoir_location_ndx };
}

/**
 * The admin lookup tables. Every call but the reservoir options needs an
 * Admin's bearer token, which the base query adds. Each write invalidates the lists it changes; saving a
 * group's associations also refreshes contacts and groups, whose is_used flags (may the row be deleted?)
 * follow their associations.
 */
export const adminLookupsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getListContacts: build.query<ContactRow[], void>({
      query: () => route('getListContacts'),
      providesTags: ['Contacts'],
    }),
    postListContacts: build.mutation<ContactRow, ContactInput>({
      query: (contact) => ({ ...route('postListContacts'), body: contactInput(contact) }),
      invalidatesTags: ['Contacts'],
    }),
    putListContactsByContactNdx: build.mutation<ContactRow, Contact>({
      query: (contact) => ({
        ...route('putListContactsByContactNdx', { contact_ndx: contact.contact_ndx }),
        body: contactInput(contact),
      }),
      invalidatesTags: ['Contacts'],
    }),
    /** Answers the deleted row. */
    deleteListContactsByContactNdx: build.mutation<ContactRow, number>({
      query: (contactNdx) => route('deleteListContactsByContactNdx', { contact_ndx: contactNdx }),
      invalidatesTags: ['Contacts'],
    }),

    getListGroups: build.query<GroupRow[], void>({
      query: () => route('getListGroups'),
      providesTags: ['Groups'],
    }),
    postListGroups: build.mutation<GroupRow, GroupInput>({
      query: (group) => ({ ...route('postListGroups'), body: groupInput(group) }),
      invalidatesTags: ['Groups'],
    }),
    putListGroupsByGroupNdx: build.mutation<GroupRow, Group>({
      query: (group) => ({ ...route('putListGroupsByGroupNdx', { group_ndx: group.group_ndx }), body: groupInput(group) }),
      invalidatesTags: ['Groups'],
    }),
    /** Answers the deleted row. */
    deleteListGroupsByGroupNdx: build.mutation<GroupRow, number>({
      query: (groupNdx) => route('deleteListGroupsByGroupNdx', { group_ndx: groupNdx }),
      invalidatesTags: ['Groups'],
    }),

    getAssocContactsGroups: build.query<ContactGroupAssociation[], void>({
      query: () => route('getAssocContactsGroups'),
      providesTags: ['Associations'],
    }),
    /** Replaces the group's contacts, all or nothing; answers the group's new set. */
    putAssocContactsGroupsByGroupNdx: build.mutation<ContactGroupAssociation[], GroupAssociationsArgs>({
      query: ({ group_ndx, contact_ndx }) => ({
        ...route('putAssocContactsGroupsByGroupNdx', { group_ndx }),
        body: contact_ndx.map((ndx): ContactGroupAssociation => ({ group_ndx, contact_ndx: ndx })),
      }),
      invalidatesTags: ['Associations', 'Contacts', 'Groups'],
    }),

    getCowListInputs: build.query<CowInput[], void>({
      query: () => route('getCowListInputs'),
      providesTags: ['CowInputs'],
    }),
    putCowListInputsByCowInputNdx: build.mutation<CowInput, CowInput>({
      query: (input) => ({
        ...route('putCowListInputsByCowInputNdx', { cow_input_ndx: input.cow_input_ndx }),
        body: cowInputUpdate(input),
      }),
      invalidatesTags: ['CowInputs'],
    }),
    /** The reservoirs a storage account can belong to (public, like the charts that use it). */
    getListLocationsForCow: build.query<LookupOption[], void>({
      query: () => route('getListLocationsForCow'),
    }),

    /** The SMS help page's gateways: reference data that changes only with a release. */
    getListSmsProviders: build.query<SmsProvider[], void>({
      query: () => route('getListSmsProviders'),
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const {
  useGetListContactsQuery,
  usePostListContactsMutation,
  usePutListContactsByContactNdxMutation,
  useDeleteListContactsByContactNdxMutation,
  useGetListGroupsQuery,
  usePostListGroupsMutation,
  usePutListGroupsByGroupNdxMutation,
  useDeleteListGroupsByGroupNdxMutation,
  useGetAssocContactsGroupsQuery,
  usePutAssocContactsGroupsByGroupNdxMutation,
  useGetCowListInputsQuery,
  usePutCowListInputsByCowInputNdxMutation,
  useGetListLocationsForCowQuery,
  useGetListSmsProvidersQuery,
} = adminLookupsApi;
