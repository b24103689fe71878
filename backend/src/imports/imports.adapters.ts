import type { ImportFileFormat, ImportOnlineSource } from '@portal/contracts';
import type { AppConfig } from '../config/config';
import type { FileAdapter, OnlineAdapter } from './source-row';

/** Every source's adapter, by format or source: what the pipeline reads files and services through. */
export interface ImportAdapters {
  file(format: ImportFileFormat): FileAdapter;
  online(source: ImportOnlineSource): OnlineAdapter;
}

/** The adapters of this build; the online ones use the configured services' addresses and keys. */
export function importAdapters(_config: AppConfig): ImportAdapters {
  return {
    file(format) {
      throw new Error(`No adapter reads ${format} files yet`);
    },
    online(source) {
      throw new Error(`No adapter fetches ${source} yet`);
    },
  };
}
