import { useEffect, useState } from 'react';

export type Reachability = 'checking' | 'reachable' | 'unreachable';

/** How long a site may take to answer before it counts as unreachable. */
const PROBE_TIMEOUT_MS = 8_000;

/**
 * Whether another site answers at all, asked before it is framed: a frame whose site cannot be reached shows the
 * browser's grey broken-page box, which tells a visitor nothing. The probe is a no-cors request: its answer stays
 * opaque (nothing of the other site is read), but it fails only when the site cannot be reached. The site's
 * origin must be in the page's connect-src.
 */
export function useReachable(url: string | undefined): Reachability {
  const [state, setState] = useState<Reachability>('checking');
  useEffect(() => {
    if (!url) return;
    setState('checking');
    // A probe of an earlier address, or of a page left, no longer decides anything.
    let current = true;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal })
      .then(() => current && setState('reachable'))
      .catch(() => current && setState('unreachable'))
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return state;
}
