import { type Intent, OverlayToaster, Position } from '@blueprintjs/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import { TOAST_TIMEOUT_MS } from './constants';

export interface ToastOptions {
  intent?: Intent;
  /** Stays until dismissed instead of hiding after 6000 ms. */
  persistent?: boolean;
}

export interface PortalToaster {
  /** Shows a toast; answers its key, for dismiss(). */
  show(message: ReactNode, options?: ToastOptions): string | undefined;
  dismiss(key: string): void;
}

const ToasterContext = createContext<PortalToaster | null>(null);

/**
 * The portal's one toaster: bottom-right, hiding after 6000 ms unless persistent. A component in the
 * tree rather than Blueprint's imperative createAsync, so it shares the app's React root and theme.
 */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const ref = useRef<OverlayToaster>(null);
  const show = useCallback((message: ReactNode, options: ToastOptions = {}) => {
    return ref.current?.show({
      message,
      intent: options.intent,
      timeout: options.persistent ? 0 : TOAST_TIMEOUT_MS,
    });
  }, []);
  const dismiss = useCallback((key: string) => ref.current?.dismiss(key), []);
  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToasterContext.Provider value={value}>
      {children}
      <OverlayToaster ref={ref} position={Position.BOTTOM_RIGHT} />
    </ToasterContext.Provider>
  );
}

/** Any screen's way to tell the user something briefly (saves, failures). */
export function useToaster(): PortalToaster {
  const value = useContext(ToasterContext);
  if (!value) throw new Error('useToaster needs a ToasterProvider (App provides one)');
  return value;
}
