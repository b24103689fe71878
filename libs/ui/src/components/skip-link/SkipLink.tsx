import type { ReactNode } from 'react';
import './skip-link.css';

/** The id of the page's main region: the skip link's target, one per layout. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content': the first thing a keyboard user reaches, shown only while focused, so the header and
 * the navigation need not be tabbed through on every page. It moves focus itself rather than following its
 * fragment, which the desktop app's hash router would read as a route.
 */
export function SkipLink() {
  return (
    <a
      className="portal-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}

/** A layout's main region: the skip link's target, focusable from code only (not in the tab order). */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
