import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TokenVerifier } from '../common/access';
import { AuthController } from './auth.controller';
import { JwtStrategy } from './jwt.strategy';
import { PassportTokenVerifier } from './passport-token-verifier';

/**
 * Sign-in on the API side: bearer tokens verified with passport-jwt against the issuer's keys, for the global
 * access guard, and the public sign-in settings the apps read. The embedded provider itself is plain Express
 * middleware (embedded/mount.ts), mounted by bootstrap.ts because it must run before Nest's body parsers and
 * the web build's fallback.
 */
@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [JwtStrategy, { provide: TokenVerifier, useClass: PassportTokenVerifier }],
  exports: [TokenVerifier],
})
export class AuthModule {}
