import { Inject, Injectable } from '@nestjs/common';
import type { SiteCredits } from '@portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { CachedAnswer } from '../common/http';
import { APP_CONFIG, AppConfig } from '../config/config';
import { getDataOtherResourcesLinksQuery, getListDataCategoriesQuery, getStakeholderToolsInventoryWithSizingQuery } from './shell.queries';

/**
 * The shell's catalog answers. They are read on every page view and change only when an administrator edits
 * the content, so each is served from the versioned cache (the migration puts the bump triggers on its tables).
 */
@Injectable()
export class ShellService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Who the footer and the About page name: the deployment's configuration, not the database. */
  getSiteCredits(): SiteCredits {
    return this.config.siteCredits;
  }

  /** Every tool: the same answer as data category 0. */
  getStakeholderToolsInventoryWithSizing(): Promise<CachedAnswer> {
    return this.getStakeholderToolsInventoryWithSizingByNdx(0);
  }

  getStakeholderToolsInventoryWithSizingByNdx(datacategoryNdx: number): Promise<CachedAnswer> {
    return this.cache.get(`shell-tools-${datacategoryNdx}`, () => getStakeholderToolsInventoryWithSizingQuery(this.dataSource, datacategoryNdx));
  }

  getListDataCategories(): Promise<CachedAnswer> {
    return this.cache.get('shell-data-categories', () => getListDataCategoriesQuery(this.dataSource));
  }

  getDataOtherResourcesLinks(): Promise<CachedAnswer> {
    return this.getDataOtherResourcesLinksByNdx();
  }

  getDataOtherResourcesLinksByNdx(datacategoryNdx?: number): Promise<CachedAnswer> {
    return this.cache.get(`shell-resource-links-${datacategoryNdx ?? 'all'}`, () => getDataOtherResourcesLinksQuery(this.dataSource, datacategoryNdx));
  }
}
