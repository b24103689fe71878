/**
 * Renderer entry: the shared UI inside the desktop's platform adapters. A HashRouter because the page is a
 * file: every route lives in the hash, so a reload never asks the disk for a path that does not exist.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import { App, PlatformProvider } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { createDesktopPorts } from './desktop-ports';

// After a sign-in the adapter sends the router to the page the user asked for; the HashRouter follows the hash.
const ports = await createDesktopPorts(window.portal, (path) => {
  window.location.hash = path;
});
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <PlatformProvider ports={ports}>
      <HashRouter>
        <App />
      </HashRouter>
    </PlatformProvider>
  </StrictMode>,
);
