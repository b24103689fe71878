import { Callout, H1 } from '@blueprintjs/core';
import { useGetListSmsProvidersQuery } from '@portal/api-client';
import type { SmsProvider } from '@portal/contracts';
import { EditableTable } from '../../components/EditableTable';
import type { EditableColumn } from '../../components/editable-table.logic';
import { PRODUCT_NAME } from '../../common/constants';
import { CLOSED_GATEWAYS_NOTE, SMS_HELP_PAGE_SIZE, SMS_HELP_TITLE } from './admin-lookups.constants';
import { listProps } from './list-props';
import './admin-lookups.css';

const PROVIDER_COLUMNS: readonly EditableColumn<SmsProvider>[] = [
  { field: 'cell_provider', label: 'Cell Provider' },
  { field: 'sms_address', label: 'SMS Address' },
  { field: 'mms_address', label: 'MMS Address' },
];

/** SMS Help: how a phone becomes a contact, and each cell provider's e-mail gateways. */
export default function SmsHelpPage() {
  const list = useGetListSmsProvidersQuery();
  return (
    <>
      <title>{`${SMS_HELP_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{SMS_HELP_TITLE}</H1>
      <Callout intent="primary" icon="info-sign" title="Sending alerts as text messages" className="portal-sms-help">
        <p>
          Cell providers turn an e-mail sent to their gateway into a text message. A phone’s address has the form
          number@gateway, with the provider’s gateway from the table below (SMS for text, MMS for picture messages).
        </p>
        <p>Contacts for a phone use the 7-digit number plus the provider gateway.</p>
        <p>Keep groups under 10 addresses to avoid spam filters.</p>
        <p>{CLOSED_GATEWAYS_NOTE}</p>
      </Callout>
      <EditableTable title="Cell Providers" itemName="Cell Provider" columns={PROVIDER_COLUMNS} {...listProps(list)} pageSize={SMS_HELP_PAGE_SIZE} />
    </>
  );
}
