import { Controller, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type AuthClientConfig } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Route } from '../common/route';

/** What a public client needs to sign in; none of it is secret (PKCE, no client secret). */
function clientConfig(config: AppConfig): AuthClientConfig {
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
@Controller()
export class AuthController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Route(ROUTES.getAuthClientConfig)
  @ApiOperation({ summary: 'How the web and desktop apps sign in: issuer, client id, scope, roles claim (OpenID Connect, code + PKCE)' })
  @ApiAnswer('AuthClientConfig')
  getAuthClientConfig(): AuthClientConfig {
    return clientConfig(this.config);
  }
}
