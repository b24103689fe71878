import * as os from 'node:os';
import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { CreatedLoggerKey, LoggerKeyInput, LoggerKeyRow } from '@portal/contracts';
import type { AuthenticatedUser } from '../common/access';
import { createValidationPipe } from '../common/validation';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { handleControlCommand, requestControlCommand } from '../database/embedded-control';
import { LoggerKeyInputDto } from './logger-keys.dto';
import { LoggerKeysService } from './logger-keys.service';

/** What logger:create and logger:revoke do, against the database directly or through the running backend. */
export interface LoggerKeyActions {
  create(input: LoggerKeyInput): Promise<CreatedLoggerKey>;
  revoke(name: string): Promise<LoggerKeyRow>;
}

/**
 * Who the audit trail names for a command-line write: the operating-system account that ran it. The control
 * socket is its owner's only, so over it too the account is the backend's own.
 */
function commandLineActor(): AuthenticatedUser {
  return { sub: 'command-line', name: `${accountName()} (command line)`, roles: [], isAdmin: true, isAdministrator: true, isDeveloper: false, isStakeholder: true };
}

/** The account's name; a container's user id may have no entry in its passwd file, where userInfo() throws. */
function accountName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}

/** The commands on a database this process has open. */
export function localLoggerKeyActions(service: LoggerKeysService): LoggerKeyActions {
  return {
    create: (input) => service.postLoggerKeys(input, commandLineActor()),
    revoke: (name) => service.revokeLoggerKeyByName(name, commandLineActor()),
  };
}

/** The commands sent to the running backend that has the embedded database open, over its control socket. */
export function remoteLoggerKeyActions(socketPath: string): LoggerKeyActions {
  return {
    create: async (input) => (await requestControlCommand(socketPath, { command: 'logger:create', ...input })) as CreatedLoggerKey,
    revoke: async (name) => (await requestControlCommand(socketPath, { command: 'logger:revoke', name })) as LoggerKeyRow,
  };
}

/**
 * On the embedded database the running backend holds the data folder, so logger:create and logger:revoke ask it
 * over the control channel (as db:backup does) instead of opening the folder: loggers are added without a stop.
 * A request is checked as the API checks its body.
 */
@Injectable()
export class LoggerKeyCommands implements OnApplicationBootstrap, OnModuleDestroy {
  private stops: (() => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly service: LoggerKeysService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.database.mode !== 'embedded') return;
    const actions = localLoggerKeyActions(this.service);
    const pipe = createValidationPipe();
    this.stops = [
      handleControlCommand('logger:create', async ({ command: _command, ...body }) =>
        actions.create((await pipe.transform(body, { type: 'body', metatype: LoggerKeyInputDto })) as LoggerKeyInputDto)),
      handleControlCommand('logger:revoke', async ({ name }) => actions.revoke(String(name))),
    ];
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
