import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CreatedLoggerKey, LoggerKeyInput, LoggerKeyRow, LookupOption } from '@portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../common/access';
import { audited } from '../common/audit';
import { badRequest } from '../common/validation';
import { loggerKeyDigest, newLoggerKey } from '../ingest/logger-keys';
import {
  getLoggerKeysLocationsQuery, getLoggerKeysQuery, loggerKeyQuery, postLoggerKeysQuery, postLoggerKeysRevokeByLoggerNdxQuery,
  unwritableLocationsQuery,
} from './logger-keys.queries';

/**
 * Data-logger keys, for System Management and the logger:create / logger:revoke commands alike: each write runs in
 * one transaction with its audit record. A key is shown once, in the answer that creates it; only its digest is
 * stored.
 */
@Injectable()
export class LoggerKeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  getLoggerKeys(): Promise<LoggerKeyRow[]> {
    return getLoggerKeysQuery(this.dataSource);
  }

  getLoggerKeysLocations(): Promise<LookupOption[]> {
    return getLoggerKeysLocationsQuery(this.dataSource);
  }

  async postLoggerKeys(input: LoggerKeyInput, actor: AuthenticatedUser): Promise<CreatedLoggerKey> {
    const key = newLoggerKey();
    const locations = [...new Set(input.allowed_location_ndx)];
    const created = await audited(this.dataSource, actor, async (tx) => {
      const unwritable = await unwritableLocationsQuery(tx, locations);
      if (unwritable.length) {
        throw badRequest([{
          field: 'allowed_location_ndx',
          problems: [`allowed_location_ndx must name locations with a data source to file readings under (not ${unwritable.join(', ')})`],
        }]);
      }
      const row = await postLoggerKeysQuery(tx, input.name, loggerKeyDigest(key), locations.length ? locations : null);
      if (!row) {
        throw badRequest([{ field: 'name', problems: [`name ${input.name} is taken by another logger (revoked loggers keep their names)`] }]);
      }
      return { result: row, audit: { action: 'create', entity: 'logger_key', entityKey: row.logger_ndx, before: null, after: row } };
    });
    return { ...created, key };
  }

  postLoggerKeysRevokeByLoggerNdx(loggerNdx: number, actor: AuthenticatedUser): Promise<LoggerKeyRow> {
    return this.revoke({ logger_ndx: loggerNdx }, actor);
  }

  /** logger:revoke NAME. */
  revokeLoggerKeyByName(name: string, actor: AuthenticatedUser): Promise<LoggerKeyRow> {
    return this.revoke({ name }, actor);
  }

  private revoke(which: { logger_ndx: number } | { name: string }, actor: AuthenticatedUser): Promise<LoggerKeyRow> {
    return audited(this.dataSource, actor, async (tx) => {
      const before = await loggerKeyQuery(tx, which);
      if (!before) throw new NotFoundException('name' in which ? `No logger is named ${which.name}.` : 'No such logger.');
      if (before.revoked_at) throw new ConflictException(`The key of logger ${before.name} was already revoked.`);
      const after = await postLoggerKeysRevokeByLoggerNdxQuery(tx, before.logger_ndx);
      return { result: after, audit: { action: 'update', entity: 'logger_key', entityKey: after.logger_ndx, before, after } };
    });
  }
}
