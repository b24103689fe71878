import { Controller, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@portal/contracts';
import type { Request, Response } from 'express';
import { type AuthenticatedUser, CurrentUser } from '../common/access';
import { Route } from '../common/route';
import { HEARTBEAT_MS, LiveService, MAX_STREAMS_PER_USER } from './live.service';
import { tokenExpiry } from './token-expiry';

@ApiTags('live')
@Controller()
export class LiveController {
  constructor(private readonly live: LiveService) {}

  @Route(ROUTES.getLiveEvents)
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary: 'Live push: which series changed, which alerts fired',
    description:
      'Server-Sent Events. After readings are written, an event `series-changed` whose data is ' +
      '`{"series":[{location_ndx, parameter_ndx, last_timestamp}], "widgets":[route keys of the answers that show them]}`. ' +
      `A comment every ${HEARTBEAT_MS / 1000} s keeps the stream open; at most ${MAX_STREAMS_PER_USER} streams per user (429 beyond). ` +
      'Stakeholders, administrators and developers also get `alert-fired` when an alert fires, whose data is ' +
      '`{alert_request_ndx, alert_event_ndx, fired_at, subject, message}`. ' +
      'The stream ends when the token expires: reconnect with a fresh one.',
  })
  @ApiResponse({ status: 200, description: 'The event stream.', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  // The token is read from the request itself: a @Headers('authorization') parameter would be documented as an
  // operation parameter, where the document's bearer security scheme already says how the token is sent.
  getLiveEvents(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res() res: Response): void {
    this.live.getLiveEvents(user.sub, tokenExpiry(req.headers.authorization), res, user.isStakeholder);
  }
}
