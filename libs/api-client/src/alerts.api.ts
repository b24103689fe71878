import type {
  AlertDelivery,
  AlertLocationOption,
  AlertRequestInput,
  AlertRequestRow,
  AlertSendToOption,
  AlertType,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/** PUT alerts-management-table/{alert_request_ndx}: the whole alert. */
export interface AlertUpdateArgs {
  alert_request_ndx: number;
  input: AlertRequestInput;
}

// Writes send exactly the input fields: a table row also carries names, state and history the server computes.
function alertInput(input: AlertRequestInput): AlertRequestInput {
  const { enabled, alert_type_ndx, location_ndx, parameter_ndx, trigger_value, reset_hours, merged_address_ndx, custom_subject, custom_loc_name, notes } = input;
  return { enabled, alert_type_ndx, location_ndx, parameter_ndx, trigger_value, reset_hours, merged_address_ndx, custom_subject, custom_loc_name, notes };
}

/**
 * The Alerts Management table, its form's choices, acknowledging and the delivery history (Admin only). A row's
 * Send To Details are its contacts' addresses as of now, so editing a contact or a group refreshes the table
 * and the choices as well as the contact lists.
 */
export const alertsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAlertsManagementTable: build.query<AlertRequestRow[], void>({
      query: () => route('getAlertsManagementTable'),
      providesTags: ['Alerts', 'Contacts', 'Groups'],
    }),
    postAlertsManagementTable: build.mutation<AlertRequestRow, AlertRequestInput>({
      query: (input) => ({ ...route('postAlertsManagementTable'), body: alertInput(input) }),
      invalidatesTags: ['Alerts'],
    }),
    putAlertsManagementTableByAlertRequestNdx: build.mutation<AlertRequestRow, AlertUpdateArgs>({
      query: ({ alert_request_ndx, input }) => ({
        ...route('putAlertsManagementTableByAlertRequestNdx', { alert_request_ndx }),
        body: alertInput(input),
      }),
      invalidatesTags: ['Alerts'],
    }),
    /** The table's inline Enabled: the one changed field. */
    patchAlertsManagementTableByAlertRequestNdx: build.mutation<AlertRequestRow, { alert_request_ndx: number; enabled: boolean }>({
      query: ({ alert_request_ndx, enabled }) => ({
        ...route('patchAlertsManagementTableByAlertRequestNdx', { alert_request_ndx }),
        body: { enabled },
      }),
      invalidatesTags: ['Alerts'],
    }),
    /** Answers the deleted row. */
    deleteAlertsManagementTableByAlertRequestNdx: build.mutation<AlertRequestRow, number>({
      query: (alert_request_ndx) => route('deleteAlertsManagementTableByAlertRequestNdx', { alert_request_ndx }),
      invalidatesTags: ['Alerts'],
    }),
    postAlertsManagementTableAcknowledgeByAlertRequestNdx: build.mutation<AlertRequestRow, { alert_request_ndx: number; comment: string }>({
      query: ({ alert_request_ndx, comment }) => ({
        ...route('postAlertsManagementTableAcknowledgeByAlertRequestNdx', { alert_request_ndx }),
        body: { comment },
      }),
      invalidatesTags: ['Alerts'],
    }),
    /** Reference data that changes only with a release. */
    getListAlertTypes: build.query<AlertType[], void>({
      query: () => route('getListAlertTypes'),
      keepUnusedDataFor: Infinity,
    }),
    getListAlertSendToOptions: build.query<AlertSendToOption[], void>({
      query: () => route('getListAlertSendToOptions'),
      providesTags: ['Contacts', 'Groups'],
    }),
    getListAlertLocations: build.query<AlertLocationOption[], void>({
      query: () => route('getListAlertLocations'),
    }),
    /** Every delivery (newest first), or one alert's when given its index. */
    getAlertDeliveries: build.query<AlertDelivery[], number | void>({
      query: (alert_request_ndx) =>
        alert_request_ndx === undefined ? route('getAlertDeliveries') : { ...route('getAlertDeliveries'), params: { alert_request_ndx } },
      providesTags: ['Alerts'],
    }),
  }),
});

export const {
  useGetAlertsManagementTableQuery,
  usePostAlertsManagementTableMutation,
  usePutAlertsManagementTableByAlertRequestNdxMutation,
  usePatchAlertsManagementTableByAlertRequestNdxMutation,
  useDeleteAlertsManagementTableByAlertRequestNdxMutation,
  usePostAlertsManagementTableAcknowledgeByAlertRequestNdxMutation,
  useGetListAlertTypesQuery,
  useGetListAlertSendToOptionsQuery,
  useGetListAlertLocationsQuery,
  useGetAlertDeliveriesQuery,
} = alertsApi;
