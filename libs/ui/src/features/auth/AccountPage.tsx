import { Button, Card, Classes, H1, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { DESKTOP_APP_PATH, LOGOUT_PATH, PROFILE_PATH } from '../../paths';
import type { SignedInUser } from '../../platform/ports';
import { PRODUCT_NAME } from '../../common/constants';
import { DESKTOP_APP_TITLE } from '../../common/screen-titles';
import { HomeScreenSetting } from '../../components/home-screen/HomeScreenSetting';
import { WallModeSetup } from '../../components/wall-mode/WallModeSetup';
import { useAuth } from './AuthProvider';
import { Avatar } from './Avatar';

function RoleTags({ roles }: { roles: string[] }) {
  if (roles.length === 0) return <span>No role: public tools only</span>;
  return (
    <>
      {roles.map((r) => (
        <Tag key={r} minimal className="portal-role-tag">
          {r}
        </Tag>
      ))}
    </>
  );
}

function Identity({ user }: { user: SignedInUser }) {
  return (
    <div className="portal-account-identity">
      <Avatar user={user} size={64} />
      <div>
        <H2>{user.name ?? user.email ?? user.sub}</H2>
        {user.email && <div>{user.email}</div>}
      </div>
    </div>
  );
}

/** Your Account (/account): who is signed in, what they may do, and the way out. Needs a signed-in user. */
export default function AccountPage() {
  const { user, isStakeholder } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Card className="portal-account">
      <title>{`Your Account | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">Your Account</H1>
      <Identity user={user} />
      <p>
        Roles: <RoleTags roles={user.roles} />
      </p>
      {/* It offers the operators' screens, which only operators may open. */}
      {isStakeholder && <HomeScreenSetting />}
      {isStakeholder && <WallModeSetup />}
      <p>
        <Link to={DESKTOP_APP_PATH}>{DESKTOP_APP_TITLE}</Link>
      </p>
      <div className="portal-account-actions">
        <Button icon="id-number" text="Profile" onClick={() => navigate(PROFILE_PATH)} />
        <Button icon="log-out" text="Log out" onClick={() => navigate(LOGOUT_PATH)} />
      </div>
    </Card>
  );
}

/** The profile (/account/profile): the claims the identity provider gave about the user. */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card className="portal-account">
      <title>{`Profile | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">Profile</H1>
      <Identity user={user} />
      <HTMLTable compact aria-label="Profile">
        <tbody>
          <tr><th scope="row">Name</th><td>{user.name ?? '—'}</td></tr>
          <tr><th scope="row">Email</th><td>{user.email ?? '—'}</td></tr>
          <tr><th scope="row">User id</th><td><code>{user.sub}</code></td></tr>
          <tr><th scope="row">Roles</th><td><RoleTags roles={user.roles} /></td></tr>
        </tbody>
      </HTMLTable>
      <p className={Classes.TEXT_MUTED}>Your name, email and roles are managed by the district's sign-in service.</p>
    </Card>
  );
}
