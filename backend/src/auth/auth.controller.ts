import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthClientConfig } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { Public } from '../common/access';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** What a public client needs to sign in; none of it is secret (PKCE, no client secret). */
export function clientConfig(config: AppConfig): AuthClientConfig {
  const { auth } = config;
  return {
    issuer: auth.issuer,
    clientId: auth.clientId,
    scope: 'openid profile email offline_access',
    rolesClaim: auth.rolesClaim,
    // The embedded provider issues API tokens by default; external providers such as Auth0 are told which API
    // the token is for with `audience`, which other providers ignore.
    extraQueryParams: auth.embedded ? {} : { audience: auth.audience },
  };
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('client-config')
  @ApiOperation({ summary: 'How the web and desktop apps sign in: issuer, client id, scope, roles claim (OpenID Connect, code + PKCE)' })
  @ApiAnswer('AuthClientConfig')
  clientConfig(): AuthClientConfig {
    return clientConfig(this.config);
  }
}
