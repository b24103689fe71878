import { createContext, type ReactNode, useContext } from 'react';
import type { PlatformPorts } from './ports';

const PlatformContext = createContext<PlatformPorts | null>(null);

export function PlatformProvider({ ports, children }: { ports: PlatformPorts; children: ReactNode }) {
  return <PlatformContext.Provider value={ports}>{children}</PlatformContext.Provider>;
}

/** The running platform's adapters. Throws outside a PlatformProvider: every app root must supply one. */
export function usePlatform(): PlatformPorts {
  const ports = useContext(PlatformContext);
  if (!ports) throw new Error('usePlatform() needs a <PlatformProvider> at the app root');
  return ports;
}
