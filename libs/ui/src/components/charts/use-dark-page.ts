import { Classes } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';

/** Whether the page shows Blueprint's dark theme (its class on <body>, which the shell's theme sets). */
const pageIsDark = (): boolean => typeof document !== 'undefined' && document.body.classList.contains(Classes.DARK);

function watchBodyClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Whether the page is dark, following a switch of theme while a chart is shown. Read from the page rather than the
 * shell's theme context, so a chart is themed wherever it is drawn (overlays, tests, the desktop app).
 */
export function useDarkPage(): boolean {
  return useSyncExternalStore(watchBodyClass, pageIsDark, () => false);
}
