import { Classes } from '@blueprintjs/core';
import { useAuth } from '../auth/AuthProvider';
import { DeveloperOnly } from '../auth/guards';
import { AdminLoginButton } from '../auth/UserMenu';
import { DeveloperToolsButton } from './DeveloperDrawer';
import { CONSULTANCY_CREDIT, COPYRIGHT_HOLDER } from './shell.constants';

/**
 * The site footer: a copyright link with the current year and the consultancy credit, and the developer-tools
 * symbol for Developers. `adminLogin`: the landing page's footer offers 'Admin Login' to signed-out
 * visitors; the main layout offers it in its top bar's user menu instead, so a page never shows two.
 */
export function Footer({ adminLogin = false }: { adminLogin?: boolean }) {
  const year = new Date().getFullYear();
  const { user } = useAuth();
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
      <span className="portal-footer-actions">
        {adminLogin && !user && <AdminLoginButton />}
        <DeveloperOnly>
          <DeveloperToolsButton />
        </DeveloperOnly>
      </span>
    </footer>
  );
}
