/**
 * What the renderer shows about this installation (developer drawer, support requests) and where its
 * backend is. Built from injected values so it is the same function in tests and in the app.
 */
import type { DesktopPlatformInfo } from '../shared/bridge';

export interface PlatformFacts {
  appVersion: string;
  /** os.type(), e.g. "Windows_NT", "Darwin", "Linux". */
  osType: string;
  osRelease: string;
  arch: string;
  electronVersion: string;
}

const OS_NAMES: Readonly<Record<string, string>> = { Windows_NT: 'Windows', Darwin: 'macOS' };

/** e.g. "Windows 10.0.22631 (x64), Electron 39.8.10": enough to reproduce a support case. */
export function describeOs(facts: PlatformFacts): string {
  const name = OS_NAMES[facts.osType] ?? facts.osType;
  return `${name} ${facts.osRelease} (${facts.arch}), Electron ${facts.electronVersion}`;
}

export function platformInfo(facts: PlatformFacts, backendUrl: string): DesktopPlatformInfo {
  return { version: facts.appVersion, os: describeOs(facts), backendUrl };
}
