import { Classes } from '@blueprintjs/core';
import { useAuth } from '../auth/AuthProvider';
import { DeveloperOnly } from '../auth/guards';
import { AdminLoginButton } from '../auth/UserMenu';
import { DeveloperToolsButton } from './DeveloperDrawer';
import { useGetSiteCreditsQuery } from '@portal/api-client';
import { CreditLink } from './CreditLink';
import { Link } from 'react-router-dom';
import { DESKTOP_APP_PATH } from '../../paths';
import { DESKTOP_APP_TITLE } from '../../common/screen-titles';

/**
 * The site footer: a copyright link with the current year, the credit to who built the site, the way to the desktop
 * app's download page, and the developer-tools symbol for Developers. `adminLogin`: the landing page's footer offers
 * 'Admin Login' to signed-out visitors; the main layout offers it in its top bar's user menu instead, so a page never
 * shows two.
 */
export function Footer({ adminLogin = false }: { adminLogin?: boolean }) {
  const year = new Date().getFullYear();
  const { user } = useAuth();
  // The deployment names them (SITE_OWNER_*, SITE_BUILT_BY_*); the footer shows them once they are known.
  const credits = useGetSiteCreditsQuery().data;
  return (
    <footer className={`portal-footer ${Classes.TEXT_MUTED}`}>
      {credits && (
        <>
          <span>
            © <CreditLink credit={credits.copyrightHolder}>{`${year} ${credits.copyrightHolder.name}`}</CreditLink>
          </span>
          <span>
            Built by <CreditLink credit={credits.builtBy} />
          </span>
        </>
      )}
      <span>
        <Link to={DESKTOP_APP_PATH}>{DESKTOP_APP_TITLE}</Link>
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
