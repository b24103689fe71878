import { Button, Classes, Drawer, H4 } from '@blueprintjs/core';
import { useAppSelector } from '@portal/api-client';
import { useMemo, useState } from 'react';
import { usePlatform } from '../../platform/PlatformProvider';
import { useAuth } from '../auth/AuthProvider';
import { lastApiData, previewJson } from './developer-tools.logic';
import { useTheme } from './theme';

function Section({ title, value }: { title: string; value: unknown }) {
  return (
    <section aria-label={title}>
      <H4>{title}</H4>
      <pre className="portal-developer-json">{previewJson(value)}</pre>
    </section>
  );
}

/** The developer drawer: environment, the last API answer and the user object. */
function DeveloperDrawerContent() {
  const { info } = usePlatform();
  const { user, state } = useAuth();
  const { preference } = useTheme();
  const apiState = useAppSelector((s) => s.portalApi);
  const last = useMemo(() => lastApiData(apiState), [apiState]);
  const environment = { ...info, origin: window.location.origin, theme: preference, signIn: state.status };
  return (
    <div className={Classes.DRAWER_BODY} role="region" aria-label="Developer tools">
      <div className={Classes.DIALOG_BODY}>
        <Section title="Environment" value={environment} />
        <Section title="Last API data" value={last ?? 'No API answer yet'} />
        <Section title="User" value={user} />
      </div>
    </div>
  );
}

/** The footer's developer-tools symbol, opening the drawer; render it for Developers only. */
export function DeveloperToolsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="minimal" size="small" icon="code" aria-label="Developer tools" onClick={() => setOpen(true)} />
      <Drawer isOpen={open} onClose={() => setOpen(false)} title="Developer tools" icon="code" size="min(560px, 100vw)">
        <DeveloperDrawerContent />
      </Drawer>
    </>
  );
}
