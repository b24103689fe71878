import type { Updater, UpdateState } from '@portal/ui';

const UNSUPPORTED: UpdateState = { state: 'unsupported' };

/** On the web a reload is the update: nothing to check, download or install. */
export const webUpdater: Updater = {
  current: () => UNSUPPORTED,
  subscribe: () => () => undefined,
  check: async () => undefined,
  installAndRestart: async () => undefined,
};
