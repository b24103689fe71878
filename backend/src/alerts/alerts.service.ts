import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AlertDelivery, type AlertLocationOption, type AlertRequestInput, type AlertRequestRow, type AlertSendToOption, type AlertType,
  STALE_ALERT_TYPE_NDX,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../common/access';
import { audited, type AuditedTx } from '../common/audit';
import { badRequest, type FieldProblems } from '../common/validation';
import {
  acknowledgeAlertRequestQuery, alertRequestRowQuery, deleteAlertRequestQuery, getAlertDeliveriesQuery, getAlertsManagementTableQuery,
  getListAlertLocationsQuery, getListAlertSendToOptionsQuery, getListAlertTypesQuery, insertAlertRequestQuery, lockAlertReferencesQuery,
  lockAlertRequestQuery, patchAlertRequestEnabledQuery, putAlertRecipientsQuery, type StoredAlertRequest, updateAlertRequestQuery,
} from './alerts.queries';

/** The audit log's name for an alert request. */
const ENTITY = 'alert_request';

/**
 * The Alerts Management table: the administrators' alert requests, the form's choices, acknowledging a firing
 * alert and the delivery history. Every write runs in one transaction with its audit record.
 */
@Injectable()
export class AlertsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  getAlertsManagementTable(): Promise<AlertRequestRow[]> {
    return getAlertsManagementTableQuery(this.dataSource);
  }

  /** Adds an alert request (state normal) with its recipients; every index must name an existing row. */
  postAlertsManagementTable(input: AlertRequestInput, actor: AuthenticatedUser): Promise<AlertRequestRow> {
    return audited(this.dataSource, actor, async (tx) => {
      const recipients = await this.checkReferences(tx, input);
      const id = await insertAlertRequestQuery(tx, input);
      await putAlertRecipientsQuery(tx, id, recipients);
      const after = await this.lock(tx, id);
      return { result: await this.row(tx, id), audit: { action: 'create', entity: ENTITY, entityKey: id, before: null, after } };
    });
  }

  /**
   * Replaces an alert request. A new condition (another type, series or trigger value) starts the engine's state
   * over; other edits (recipients, texts, reset hours, enabled) keep it.
   */
  putAlertsManagementTableByAlertRequestNdx(id: number, input: AlertRequestInput, actor: AuthenticatedUser): Promise<AlertRequestRow> {
    return audited(this.dataSource, actor, async (tx) => {
      const before = await this.lock(tx, id);
      const recipients = await this.checkReferences(tx, input);
      const newCondition =
        before.alert_type_ndx !== input.alert_type_ndx || before.location_ndx !== input.location_ndx ||
        before.parameter_ndx !== input.parameter_ndx || before.trigger_value !== input.trigger_value;
      await updateAlertRequestQuery(tx, id, input, newCondition);
      await putAlertRecipientsQuery(tx, id, recipients);
      const after = await this.lock(tx, id);
      return { result: await this.row(tx, id), audit: { action: 'update', entity: ENTITY, entityKey: id, before, after } };
    });
  }

  /** Switches an alert request on or off, nothing else. */
  patchAlertsManagementTableByAlertRequestNdx(id: number, enabled: boolean, actor: AuthenticatedUser): Promise<AlertRequestRow> {
    return audited(this.dataSource, actor, async (tx) => {
      const before = await this.lock(tx, id);
      await patchAlertRequestEnabledQuery(tx, id, enabled);
      const after = await this.lock(tx, id);
      return { result: await this.row(tx, id), audit: { action: 'update', entity: ENTITY, entityKey: id, before, after } };
    });
  }

  /** Deletes an alert request with its history and answers it as it was. */
  deleteAlertsManagementTableByAlertRequestNdx(id: number, actor: AuthenticatedUser): Promise<AlertRequestRow> {
    return audited(this.dataSource, actor, async (tx) => {
      const before = await this.lock(tx, id);
      const row = await this.row(tx, id);
      await deleteAlertRequestQuery(tx, id);
      return { result: row, audit: { action: 'delete', entity: ENTITY, entityKey: id, before, after: null } };
    });
  }

  /** Acknowledges a firing alert: no repeats until its condition clears. 409 unless it is firing. */
  postAlertsManagementTableAcknowledgeByAlertRequestNdx(id: number, comment: string, actor: AuthenticatedUser): Promise<AlertRequestRow> {
    return audited(this.dataSource, actor, async (tx) => {
      const before = await this.lock(tx, id);
      if (before.state !== 'firing') {
        throw new ConflictException(
          before.state === 'acknowledged' ? 'This alert is already acknowledged.' : 'This alert is not firing; only a firing alert can be acknowledged.',
        );
      }
      await acknowledgeAlertRequestQuery(tx, id, actor.name || actor.sub, comment);
      const after = await this.lock(tx, id);
      return { result: await this.row(tx, id), audit: { action: 'update', entity: ENTITY, entityKey: id, before, after } };
    });
  }

  getListAlertTypes(): Promise<AlertType[]> {
    return getListAlertTypesQuery(this.dataSource);
  }

  getListAlertSendToOptions(): Promise<AlertSendToOption[]> {
    return getListAlertSendToOptionsQuery(this.dataSource);
  }

  getListAlertLocations(): Promise<AlertLocationOption[]> {
    return getListAlertLocationsQuery(this.dataSource);
  }

  getAlertDeliveries(alertRequestNdx: number | undefined): Promise<AlertDelivery[]> {
    return getAlertDeliveriesQuery(this.dataSource, alertRequestNdx);
  }

  // ---------------------------------------------------------------------------------------------------------

  /** The stored alert request (with its recipients), locked until the transaction ends; 404 when missing. */
  private async lock(tx: AuditedTx, id: number): Promise<StoredAlertRequest> {
    const row = await lockAlertRequestQuery(tx, id);
    if (!row) throw new NotFoundException(`There is no alert request ${id}.`);
    return row;
  }

  private async row(tx: AuditedTx, id: number): Promise<AlertRequestRow> {
    const row = await alertRequestRowQuery(tx, id);
    if (!row) throw new NotFoundException(`There is no alert request ${id}.`);
    return row;
  }

  /**
   * Checks that the type, location, parameter and recipients exist and that the location has values of the
   * parameter (a 400 naming each bad field otherwise), locking them until the write commits. Answers the
   * recipients without duplicates.
   */
  private async checkReferences(tx: AuditedTx, input: AlertRequestInput): Promise<number[]> {
    const recipients = [...new Set(input.merged_address_ndx)].sort((a, b) => a - b);
    const found = await lockAlertReferencesQuery(tx, input, recipients);
    const problems: FieldProblems = [];
    const missing = (field: string, what: string, id: number) => problems.push({ field, problems: [`${field} must name an existing ${what} (there is no ${what} ${id})`] });
    if (!found.alert_type) missing('alert_type_ndx', 'alert type', input.alert_type_ndx);
    if (!found.location) missing('location_ndx', 'location', input.location_ndx);
    if (!found.parameter) missing('parameter_ndx', 'parameter', input.parameter_ndx);
    else if (found.location && !found.series) {
      problems.push({
        field: 'parameter_ndx',
        problems: [`parameter_ndx must be a parameter location ${input.location_ndx} has values of (it has none of parameter ${input.parameter_ndx})`],
      });
    }
    // A stale-data alert's trigger is hours without a value: none at all would make every series stale.
    if (input.alert_type_ndx === STALE_ALERT_TYPE_NDX && !(input.trigger_value > 0)) {
      problems.push({ field: 'trigger_value', problems: ['trigger_value must be more than 0 hours for a stale-data alert'] });
    }
    const known = new Set(found.merged_address_ndx);
    const unknown = recipients.filter((ndx) => !known.has(ndx));
    if (unknown.length) {
      problems.push({
        field: 'merged_address_ndx',
        problems: [`merged_address_ndx must name existing contacts or groups (there is no send-to option ${unknown.join(', ')})`],
      });
    }
    if (problems.length) throw badRequest(problems);
    return recipients;
  }
}
