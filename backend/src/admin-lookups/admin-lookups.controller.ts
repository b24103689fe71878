import { Body, Controller, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type ContactGroupAssociation, type ContactRow, type CowInput, type GroupRow, type SmsProvider } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { type AuthenticatedUser, CurrentUser } from '../common/access';
import { ArrayOfPipe } from '../common/validation';
import type { CachedAnswer } from '../common/http';
import {
  AssociationDto, ContactInputDto, ContactParams, CowInputParams, CowInputUpdateDto, GroupInputDto, GroupParams,
} from './admin-lookups.dto';
import { AdminLookupsService } from './admin-lookups.service';
import { Route } from '../common/route';

/**
 * The admin lookup tables (alert contacts and groups, COW inputs, SMS gateway help). Administrators and developers only, except the
 * COW reservoir dropdown. Every write is audited; a 400 names each bad field and writes nothing.
 */
@ApiTags('admin-lookups')
@ApiBadRequestResponse({ description: 'An invalid path id or body; `fields` names each bad field. Nothing was written.' })
@Controller()
export class AdminLookupsController {
  constructor(private readonly lookups: AdminLookupsService) {}

  @Route(ROUTES.getListContacts)
  @ApiOperation({ summary: 'Every alert contact by name, with is_used (in a group: may not be deleted)' })
  @ApiAnswer('ContactRow', { isArray: true })
  getListContacts(): Promise<ContactRow[]> {
    return this.lookups.getListContacts();
  }

  @Route(ROUTES.postListContacts)
  @ApiOperation({ summary: 'Add a contact' })
  @ApiAnswer('ContactRow', { status: 201 })
  postListContacts(@Body() body: ContactInputDto, @CurrentUser() user: AuthenticatedUser): Promise<ContactRow> {
    return this.lookups.postListContacts(body, user);
  }

  @Route(ROUTES.putListContactsByContactNdx)
  @ApiOperation({ summary: 'Replace a contact' })
  @ApiAnswer('ContactRow')
  @ApiNotFoundResponse({ description: 'No such contact.' })
  putListContactsByContactNdx(@Param() p: ContactParams, @Body() body: ContactInputDto, @CurrentUser() user: AuthenticatedUser): Promise<ContactRow> {
    return this.lookups.putListContactsByContactNdx(p.contact_ndx, body, user);
  }

  @Route(ROUTES.deleteListContactsByContactNdx)
  @ApiOperation({ summary: 'Delete a contact that is in no group; answers the deleted row' })
  @ApiAnswer('ContactRow')
  @ApiNotFoundResponse({ description: 'No such contact.' })
  @ApiConflictResponse({ description: 'The contact is in a group.' })
  deleteListContactsByContactNdx(@Param() p: ContactParams, @CurrentUser() user: AuthenticatedUser): Promise<ContactRow> {
    return this.lookups.deleteListContactsByContactNdx(p.contact_ndx, user);
  }

  @Route(ROUTES.getListGroups)
  @ApiOperation({ summary: 'Every contact group, with is_used (has contacts: may not be deleted)' })
  @ApiAnswer('GroupRow', { isArray: true })
  getListGroups(): Promise<GroupRow[]> {
    return this.lookups.getListGroups();
  }

  @Route(ROUTES.postListGroups)
  @ApiOperation({ summary: 'Add a contact group' })
  @ApiAnswer('GroupRow', { status: 201 })
  postListGroups(@Body() body: GroupInputDto, @CurrentUser() user: AuthenticatedUser): Promise<GroupRow> {
    return this.lookups.postListGroups(body, user);
  }

  @Route(ROUTES.putListGroupsByGroupNdx)
  @ApiOperation({ summary: 'Replace a contact group' })
  @ApiAnswer('GroupRow')
  @ApiNotFoundResponse({ description: 'No such group.' })
  putListGroupsByGroupNdx(@Param() p: GroupParams, @Body() body: GroupInputDto, @CurrentUser() user: AuthenticatedUser): Promise<GroupRow> {
    return this.lookups.putListGroupsByGroupNdx(p.group_ndx, body, user);
  }

  @Route(ROUTES.deleteListGroupsByGroupNdx)
  @ApiOperation({ summary: 'Delete a contact group that has no contacts; answers the deleted row' })
  @ApiAnswer('GroupRow')
  @ApiNotFoundResponse({ description: 'No such group.' })
  @ApiConflictResponse({ description: 'The group has contacts.' })
  deleteListGroupsByGroupNdx(@Param() p: GroupParams, @CurrentUser() user: AuthenticatedUser): Promise<GroupRow> {
    return this.lookups.deleteListGroupsByGroupNdx(p.group_ndx, user);
  }

  @Route(ROUTES.getAssocContactsGroups)
  @ApiOperation({ summary: 'Which contacts each group holds, by group and contact' })
  @ApiAnswer('ContactGroupAssociation', { isArray: true })
  getAssocContactsGroups(): Promise<ContactGroupAssociation[]> {
    return this.lookups.getAssocContactsGroups();
  }

  @Route(ROUTES.putAssocContactsGroupsByGroupNdx)
  @ApiOperation({ summary: "Replace a group's contacts with the listed ones (an empty list clears the group), all or nothing" })
  @ApiBody({ type: [AssociationDto] })
  @ApiAnswer('ContactGroupAssociation', { isArray: true, description: "The group's new set." })
  @ApiNotFoundResponse({ description: 'No such group.' })
  putAssocContactsGroupsByGroupNdx(
    @Param() p: GroupParams,
    @Body(new ArrayOfPipe(AssociationDto)) items: AssociationDto[],
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ContactGroupAssociation[]> {
    return this.lookups.putAssocContactsGroupsByGroupNdx(p.group_ndx, items, user);
  }

  @Route(ROUTES.getCowListInputs)
  @ApiOperation({ summary: 'The Colors of Water storage accounts, in slice order' })
  @ApiAnswer('CowInput', { isArray: true })
  getCowListInputs(): Promise<CowInput[]> {
    return this.lookups.getCowListInputs();
  }

  @Route(ROUTES.putCowListInputsByCowInputNdx)
  @ApiOperation({ summary: 'Edit a Colors of Water storage account (accounts are not added or deleted here)' })
  @ApiAnswer('CowInput')
  @ApiNotFoundResponse({ description: 'No such storage account.' })
  putCowListInputsByCowInputNdx(@Param() p: CowInputParams, @Body() body: CowInputUpdateDto, @CurrentUser() user: AuthenticatedUser): Promise<CowInput> {
    return this.lookups.putCowListInputsByCowInputNdx(p.cow_input_ndx, body, user);
  }

  @Route(ROUTES.getListLocationsForCow)
  @ApiOperation({ summary: 'The reservoirs a storage account can belong to, as dropdown options' })
  @ApiAnswer('LookupOption', { isArray: true })
  getListLocationsForCow(): Promise<CachedAnswer> {
    return this.lookups.getListLocationsForCow();
  }

  @Route(ROUTES.getListSmsProviders)
  @ApiOperation({ summary: "The cell providers' e-mail-to-SMS and MMS gateways, for the SMS help" })
  @ApiAnswer('SmsProvider', { isArray: true })
  getListSmsProviders(): Promise<SmsProvider[]> {
    return this.lookups.getListSmsProviders();
  }
}
