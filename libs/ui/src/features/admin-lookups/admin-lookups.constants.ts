/**
 * Titles, page sizes and messages of the admin lookup screens, in a
 * module of their own so navigation can name the screens without loading the lazy pages. Quoted texts are the
 * product's wording, kept exactly.
 */

import { COW_STAGECOACH_RESERVOIR_LOCATION_NDX } from '@portal/contracts';

export const CONTACTS_TITLE = 'Contacts';
export const GROUPS_TITLE = 'Groups';
export const ASSOCIATIONS_TITLE = 'Groups to Contacts Associations';
export const COW_CONTROLS_TITLE = 'COW Controls';
export const SMS_HELP_TITLE = 'SMS Help';

/** Every admin lookup screen's title, for menus. */
export const ADMIN_LOOKUP_TITLES = {
  contacts: CONTACTS_TITLE,
  groups: GROUPS_TITLE,
  associations: ASSOCIATIONS_TITLE,
  cowControls: COW_CONTROLS_TITLE,
  smsHelp: SMS_HELP_TITLE,
} as const;

/** Page sizes of the admin tables. */
export const CONTACTS_PAGE_SIZE = 10;
export const GROUPS_PAGE_SIZE = 10;
export const COW_PAGE_SIZE = 30;
export const SMS_HELP_PAGE_SIZE = 60;
export const ASSOCIATION_PAGE_SIZES = [15, 30, 60] as const;

/** The reservoir a storage account starts with: Stagecoach Reservoir. */
export const DEFAULT_COW_RESERVOIR_NDX = COW_STAGECOACH_RESERVOIR_LOCATION_NDX;

/** The hint of cow_slice_order. */
export const COW_SLICE_ORDER_HINT =
  'Lower numbers appear on top in the graph, last in the legend and last in the tooltip.';

/** The associations form. */
export const NO_GROUP_PROMPT = 'Select a group from the left to associate them with contacts.';
export const NO_DATA_TEXT = 'No Data Found';
export const ASSOCIATIONS_SAVED = 'Associations successfully saved.';
export const ASSOCIATIONS_NOT_SAVED = 'Associations could not be saved.';

/**
 * Carrier e-mail gateways are closing: AT&T shut its e-mail-to-text gateway in 2025 and other carriers drop or
 * delay such messages. Said wherever a phone's gateway address is entered.
 */
export const CLOSED_GATEWAYS_NOTE =
  'Several US carriers have closed their e-mail gateways (AT&T in 2025) or may drop their messages; for those phones, ' +
  'the district can configure a text-message service (SMS_HTTP_URL), which sends alerts to the number directly.';
