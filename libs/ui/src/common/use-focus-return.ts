import { useEffect, useMemo, useRef } from 'react';

export interface FocusReturn {
  /** Remembers the control that opens the dialog (default: whatever has focus); call it in the opener's handler. */
  remember(opener?: Element | null): void;
  /** Drops the remembered control, for when it is about to go (its row was deleted): focus goes to the fallback. */
  forget(): void;
}

/**
 * Sends focus back to the control that opened a dialog once the dialog closes, however it closes (Escape, Cancel,
 * Save). A dialog that is unmounted rather than closed gets no help from Blueprint, and focus would fall to the
 * page body, where a keyboard user has lost their place.
 *
 * @param open whether the dialog is open; focus moves when it turns false.
 * @param fallback where focus goes when the opener has left the page or was forgotten; an element that cannot
 *   take focus (a table) is made focusable from script only (tabindex -1).
 */
export function useFocusReturn(open: boolean, fallback: () => HTMLElement | null | undefined): FocusReturn {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  const fallbackRef = useRef(fallback);

  useEffect(() => {
    fallbackRef.current = fallback;
  });

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const target = opener.current?.isConnected ? opener.current : fallbackRef.current();
    opener.current = null;
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }, [open]);

  return useMemo(
    () => ({
      remember(element?: Element | null) {
        const chosen = element === undefined ? document.activeElement : element;
        opener.current = chosen instanceof HTMLElement ? chosen : null;
      },
      forget() {
        opener.current = null;
      },
    }),
    [],
  );
}
