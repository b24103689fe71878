/**
 * The desktop app's update prompt as pure rules: its words, and which downloaded version it offers. The desktop app
 * installs a downloaded update when it quits anyway, so the prompt only offers to restart sooner; 'Later' puts off
 * that version, and a newer one that becomes ready is offered again.
 */
import type { UpdateState } from '../../platform/ports';

export const UPDATE_PROMPT_TEXT = {
  /** The prompt's accessible name. */
  label: 'App update',
  restartNow: 'Restart now',
  later: 'Later',
} as const;

export const updateReadyText = (version: string): string => `Version ${version} is ready.`;

/** What 'Later' says, briefly: the update is not lost, it comes with the next start. */
export const installsOnCloseText = (version: string): string => `Version ${version} installs when the app closes.`;

/** The version to offer a restart into: the downloaded one, unless 'Later' put it off; null when there is nothing to offer. */
export function promptedVersion(update: UpdateState, putOff: string | null): string | null {
  return update.state === 'ready' && update.version !== putOff ? update.version : null;
}
