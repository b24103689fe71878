import type { ImportFileFormat, ImportOnlineSource } from '@portal/contracts';
import type { AppConfig } from '../config/config';
import type { FileAdapter, OnlineAdapter } from './source-row';
import { CdssJsonAdapter } from './sources/cdss-json.adapter';
import { PortalCsvAdapter } from './sources/portal-csv.adapter';
import { UsgsRdbAdapter } from './sources/usgs-rdb.adapter';
import { UsgsWaterml2Adapter } from './sources/usgs-waterml2.adapter';
import { WqxCsvAdapter } from './sources/wqx-csv.adapter';

/** Every source's adapter, by format or source: what the pipeline reads files and services through. */
export interface ImportAdapters {
  file(format: ImportFileFormat): FileAdapter;
  online(source: ImportOnlineSource): OnlineAdapter;
}

/** An adapter this build does not have yet: the run fails saying so, and writes nothing. */
class MissingAdapterError extends Error {}

/** The adapters of this build; the online ones use the configured services' addresses and keys. */
export function importAdapters(_config: AppConfig): ImportAdapters {
  const files: Record<ImportFileFormat, () => FileAdapter> = {
    'portal-csv': () => new PortalCsvAdapter(),
    'wqx-csv': () => new WqxCsvAdapter(),
    'usgs-rdb': () => new UsgsRdbAdapter(),
    'usgs-waterml2': () => new UsgsWaterml2Adapter(),
    'cdss-json': () => new CdssJsonAdapter(),
  };
  const online: Partial<Record<ImportOnlineSource, () => OnlineAdapter>> = {};
  return {
    file(format) {
      return files[format]();
    },
    online(source) {
      const make = online[source];
      if (!make) throw new MissingAdapterError(`This portal cannot fetch ${source} yet.`);
      return make();
    },
  };
}
