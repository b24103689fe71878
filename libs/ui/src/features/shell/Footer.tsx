import type { ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';
import { CONSULTANCY_CREDIT, COPYRIGHT_HOLDER } from './shell.constants';

/**
 * The footer of §1: a copyright link with the current year and the consultancy credit. The spec's Admin
 * Login button for signed-out visitors joins it with sign-in (the `children` slot).
 */
export function Footer({ children }: { children?: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className={`portal-footer ${Classes.TEXT_MUTED}`}>
      <span>
        ©{' '}
        <a href={COPYRIGHT_HOLDER.url} target="_blank" rel="noopener noreferrer">
          {year} {COPYRIGHT_HOLDER.name}
        </a>
      </span>
      <span>
        Built by{' '}
        {CONSULTANCY_CREDIT.url ? (
          <a href={CONSULTANCY_CREDIT.url} target="_blank" rel="noopener noreferrer">
            {CONSULTANCY_CREDIT.name}
          </a>
        ) : (
          CONSULTANCY_CREDIT.name
        )}
      </span>
      {children && <span className="portal-footer-actions">{children}</span>}
    </footer>
  );
}
