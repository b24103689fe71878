/**
 * Admin lookup tables: contacts, groups, their associations, the
 * Colors of Water storage accounts (COW inputs) and the SMS gateway help. Field names are the product's.
 * Every route here except `list-locations-for-cow` is Admin only; every write leaves an audit record.
 */

/** A person or mailbox alerts can be sent to. */
export interface Contact {
  contact_ndx: number;
  contact_name: string;
  /** An e-mail address, or a phone's SMS gateway address (number@gateway, see the SMS help). */
  contact_address: string;
  contact_org: string;
  remark: string | null;
  /** Labelled 'Receive Text Message'. */
  send_sms: boolean;
}

/** GET /api/list-contacts: a contact with the product's view-contacts-used flag (deletable only when false). */
export interface ContactRow extends Contact {
  /** In a group or an alert: the row may not be deleted. */
  is_used: boolean;
}

/** POST /api/list-contacts, PUT /api/list-contacts/{contact_ndx} */
export type ContactInput = Omit<Contact, 'contact_ndx'>;

export interface Group {
  group_ndx: number;
  group_desc: string;
  remark: string | null;
}

/** GET /api/list-groups: a group with the product's view-groups-used flag (deletable only when false). */
export interface GroupRow extends Group {
  /** Has contacts or is an alert's recipient: the row may not be deleted. */
  is_used: boolean;
}

/** POST /api/list-groups, PUT /api/list-groups/{group_ndx} */
export type GroupInput = Omit<Group, 'group_ndx'>;

/** GET /api/assoc-contacts-groups; PUT /api/assoc-contacts-groups/{group_ndx} takes a list of these. */
export interface ContactGroupAssociation {
  group_ndx: number;
  contact_ndx: number;
}

/** GET /api/cow-list-inputs: one Colors of Water storage account (a slice of the stacked flow chart). */
export interface CowInput {
  cow_input_ndx: number;
  /** Labelled 'Storage Account'. */
  cow_input_name: string;
  /** '#RRGGBB'. */
  graph_color: string;
  /** Lower numbers are drawn on top, last in the legend and last in the tooltip; null: after the others. */
  cow_slice_order: number | null;
  reservoir_location_ndx: number;
}

/** PUT /api/cow-list-inputs/{cow_input_ndx} (the table edits only: no adding or deleting). */
export type CowInputUpdate = Omit<CowInput, 'cow_input_ndx'>;

/** GET /api/list-locations-for-cow: the reservoir dropdown of the COW table. */
export interface LookupOption {
  value: number;
  display: string;
}

/** GET /api/list-sms-providers: one cell provider's e-mail gateways (17 common US providers). */
export interface SmsProvider {
  cell_provider: string;
  /** Gateway for text messages, as 'number@gateway' ('number@txt.att.net'). */
  sms_address: string;
  /** Gateway for picture messages, or null where the provider has none. */
  mms_address: string | null;
}
