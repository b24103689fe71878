import type { ImportFileFormat, ImportOnlineSource } from '@portal/contracts';
import type { AppConfig } from '../config/config';
import type { FileAdapter, OnlineAdapter } from './source-row';
import { fileAdapterFor, onlineAdapterFor, onlineOptionsFromConfig } from './sources/registry';

/** Every source's adapter, by format or source: what the pipeline reads files and services through. */
export interface ImportAdapters {
  file(format: ImportFileFormat): FileAdapter;
  online(source: ImportOnlineSource): OnlineAdapter;
}

/** The adapters of this build; the online ones at the configured services' addresses, with their keys. */
export function importAdapters(config: AppConfig): ImportAdapters {
  return {
    file: (format) => fileAdapterFor(format),
    online: (source) => onlineAdapterFor(source, onlineOptionsFromConfig(source, config.importSources)),
  };
}
