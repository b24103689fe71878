import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ROUTES, type AlertDelivery, type AlertLocationOption, type AlertRequestRow, type AlertSendToOption, type AlertType,
} from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { type AuthenticatedUser, CurrentUser } from '../common/access';
import { Route } from '../common/route';
import {
  AlertAcknowledgeDto, AlertDeliveriesQuery, AlertRequestInputDto, AlertRequestParams, AlertRequestPatchDto, MAX_RECIPIENTS,
} from './alerts.dto';
import { MAX_DELIVERIES } from './alerts.queries';
import { AlertsService } from './alerts.service';

/**
 * The Alerts Management table (an administrator's alert requests), its form's choices, acknowledging a firing
 * alert and the history of what was delivered. Administrators and developers only. Every write is audited; a 400
 * names each bad field and writes nothing.
 */
@ApiTags('alerts')
@ApiBadRequestResponse({ description: 'An invalid path id, query or body; `fields` names each bad field. Nothing was written.' })
@Controller()
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Route(ROUTES.getAlertsManagementTable)
  @ApiOperation({ summary: 'Every alert request by location, parameter and id, with its recipients, latest value, last send and state' })
  @ApiAnswer('AlertRequestRow', { isArray: true })
  getAlertsManagementTable(): Promise<AlertRequestRow[]> {
    return this.alerts.getAlertsManagementTable();
  }

  @Route(ROUTES.postAlertsManagementTable)
  @ApiOperation({
    summary: 'Add an alert request',
    description: `Every field is required. The location must have values of the parameter; at most ${MAX_RECIPIENTS} recipients.`,
  })
  @ApiAnswer('AlertRequestRow', { status: 201 })
  postAlertsManagementTable(@Body() body: AlertRequestInputDto, @CurrentUser() user: AuthenticatedUser): Promise<AlertRequestRow> {
    return this.alerts.postAlertsManagementTable(body, user);
  }

  @Route(ROUTES.putAlertsManagementTableByAlertRequestNdx)
  @ApiOperation({
    summary: 'Replace an alert request',
    description: 'A new condition (alert type, location, parameter or trigger value) starts its state over at normal.',
  })
  @ApiAnswer('AlertRequestRow')
  @ApiNotFoundResponse({ description: 'No such alert request.' })
  putAlertsManagementTableByAlertRequestNdx(
    @Param() p: AlertRequestParams,
    @Body() body: AlertRequestInputDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AlertRequestRow> {
    return this.alerts.putAlertsManagementTableByAlertRequestNdx(p.alert_request_ndx, body, user);
  }

  @Route(ROUTES.patchAlertsManagementTableByAlertRequestNdx)
  @ApiOperation({ summary: 'Switch an alert request on or off (the body is exactly `enabled`)' })
  @ApiAnswer('AlertRequestRow')
  @ApiNotFoundResponse({ description: 'No such alert request.' })
  patchAlertsManagementTableByAlertRequestNdx(
    @Param() p: AlertRequestParams,
    @Body() body: AlertRequestPatchDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AlertRequestRow> {
    return this.alerts.patchAlertsManagementTableByAlertRequestNdx(p.alert_request_ndx, body.enabled, user);
  }

  @Route(ROUTES.deleteAlertsManagementTableByAlertRequestNdx)
  @ApiOperation({ summary: 'Delete an alert request with its history; answers the deleted row' })
  @ApiAnswer('AlertRequestRow')
  @ApiNotFoundResponse({ description: 'No such alert request.' })
  deleteAlertsManagementTableByAlertRequestNdx(@Param() p: AlertRequestParams, @CurrentUser() user: AuthenticatedUser): Promise<AlertRequestRow> {
    return this.alerts.deleteAlertsManagementTableByAlertRequestNdx(p.alert_request_ndx, user);
  }

  @Route(ROUTES.postAlertsManagementTableAcknowledgeByAlertRequestNdx)
  @ApiOperation({ summary: 'Acknowledge a firing alert with a comment: no repeats until its condition clears' })
  @ApiAnswer('AlertRequestRow')
  @ApiNotFoundResponse({ description: 'No such alert request.' })
  @ApiConflictResponse({ description: 'The alert is not firing.' })
  postAlertsManagementTableAcknowledgeByAlertRequestNdx(
    @Param() p: AlertRequestParams,
    @Body() body: AlertAcknowledgeDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AlertRequestRow> {
    return this.alerts.postAlertsManagementTableAcknowledgeByAlertRequestNdx(p.alert_request_ndx, body.comment, user);
  }

  @Route(ROUTES.getListAlertTypes)
  @ApiOperation({ summary: 'The alert types, by index' })
  @ApiAnswer('AlertType', { isArray: true })
  getListAlertTypes(): Promise<AlertType[]> {
    return this.alerts.getListAlertTypes();
  }

  @Route(ROUTES.getListAlertSendToOptions)
  @ApiOperation({ summary: 'Every contact (by name) and group (by description) an alert can be sent to, with the addresses they stand for now' })
  @ApiAnswer('AlertSendToOption', { isArray: true })
  getListAlertSendToOptions(): Promise<AlertSendToOption[]> {
    return this.alerts.getListAlertSendToOptions();
  }

  @Route(ROUTES.getListAlertLocations)
  @ApiOperation({ summary: 'Every location that has values, by name, with the parameters it has values of' })
  @ApiAnswer('AlertLocationOption', { isArray: true })
  getListAlertLocations(): Promise<AlertLocationOption[]> {
    return this.alerts.getListAlertLocations();
  }

  @Route(ROUTES.getAlertDeliveries)
  @ApiOperation({ summary: `The newest ${MAX_DELIVERIES} alert deliveries (of every alert, or of one), newest first, each with its attempts` })
  @ApiAnswer('AlertDelivery', { isArray: true })
  getAlertDeliveries(@Query() q: AlertDeliveriesQuery): Promise<AlertDelivery[]> {
    return this.alerts.getAlertDeliveries(q.alert_request_ndx);
  }
}
