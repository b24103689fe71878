import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createSecureWindowOptions,
  hardenWebContents,
  installPermissionPolicy,
  isAllowedExternalUrl,
  isAppUrl,
  isPermissionGranted,
  type GuardableContents,
  type NavigationEvent,
  type NavigationPolicy,
} from './security.main';

const APP = 'file:///opt/Basin%20Water%20Portal/resources/app.asar/dist/renderer/index.html';

describe('isAppUrl', () => {
  it.each([
    [APP, true],
    [`${APP}#/stations/12`, true],
    [`${APP}?reload=1`, true],
    ['file:///opt/Basin%20Water%20Portal/resources/app.asar/dist/renderer/other.html', false],
    ['file:///etc/passwd', false],
    ['file://evil-host/opt/Basin%20Water%20Portal/resources/app.asar/dist/renderer/index.html', false],
    ['https://portal.example.org/', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url, APP)).toBe(expected);
  });

  it('treats a Windows drive letter the same in either case, as Chromium upper-cases it', () => {
    expect(isAppUrl('file:///C:/Program%20Files/Portal/index.html', 'file:///c:/Program%20Files/Portal/index.html')).toBe(true);
  });
});

describe('isAllowedExternalUrl (the URL allow-list)', () => {
  const allowedHttp = ['http://localhost:3000'];
  it.each([
    ['https://waterdata.usgs.gov/monitoring-location/09239500/', true],
    ['https://www.colorado.gov/', true],
    ['http://localhost:3000/api/docs', true],
    ['http://localhost:4000/', false],
    ['http://example.org/', false],
    ['https://trusted.example@evil.example/', false],
    ['https://user:secret@example.org/', false],
    ['file:///C:/Windows/System32/calc.exe', false],
    ['javascript:alert(1)', false],
    ['ms-msdt:/id PCWDiagnostic', false],
    ['smb://fileserver/share', false],
    ['mailto:ops@example.org', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isAllowedExternalUrl(url, allowedHttp)).toBe(expected);
  });
});

describe('createSecureWindowOptions', () => {
  const options = createSecureWindowOptions({ width: 800, show: false }, { preloadPath: '/app/preload/index.js', allowDevTools: false });

  it('keeps the caller geometry', () => {
    expect(options).toMatchObject({ width: 800, show: false });
  });

  it('sets every hardening flag', () => {
    expect(options.webPreferences).toEqual({
      preload: '/app/preload/index.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      devTools: false,
    });
  });

  it('overrides webPreferences smuggled past the type', () => {
    const smuggled = { webPreferences: { nodeIntegration: true, sandbox: false } } as object;
    const result = createSecureWindowOptions(smuggled, { preloadPath: '/p.js', allowDevTools: true });
    expect(result.webPreferences).toMatchObject({ nodeIntegration: false, sandbox: true, devTools: true });
  });
});

/** A WebContents stand-in that records the handlers hardenWebContents installs. */
function fakeContents() {
  const listeners = new Map<string, (event: never) => void>();
  let windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: GuardableContents = {
    setWindowOpenHandler: (handler) => {
      windowOpenHandler = handler;
    },
    on: (event: string, listener: (event: never) => void) => listeners.set(event, listener),
  };
  const navigate = (event: string, url: string, isMainFrame = true) => {
    const navigation: NavigationEvent = { url, isMainFrame, preventDefault: jest.fn() };
    (listeners.get(event) as (event: NavigationEvent) => void)(navigation);
    return navigation.preventDefault as jest.Mock;
  };
  return {
    contents,
    navigate,
    openWindow: (url: string) => windowOpenHandler?.({ url }),
    attachWebview: () => {
      const preventDefault = jest.fn();
      (listeners.get('will-attach-webview') as (event: { preventDefault(): void }) => void)({ preventDefault });
      return preventDefault;
    },
  };
}

describe('hardenWebContents', () => {
  function setup() {
    const policy: NavigationPolicy = {
      appEntryUrl: APP,
      allowedHttpOrigins: () => ['http://localhost:3000'],
      openExternal: jest.fn().mockResolvedValue(undefined),
      warn: jest.fn(),
    };
    const fake = fakeContents();
    hardenWebContents(fake.contents, policy);
    return { ...fake, policy };
  }

  it('denies every new window and sends allowed links to the system browser', () => {
    const { openWindow, policy } = setup();
    expect(openWindow('https://waterdata.usgs.gov/')).toEqual({ action: 'deny' });
    expect(policy.openExternal).toHaveBeenCalledWith('https://waterdata.usgs.gov/');
  });

  it('denies a new window for a refused link without opening anything', () => {
    const { openWindow, policy } = setup();
    expect(openWindow('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(policy.openExternal).not.toHaveBeenCalled();
    expect(policy.warn).toHaveBeenCalled();
  });

  it('lets the app navigate within its own document', () => {
    const { navigate, policy } = setup();
    expect(navigate('will-frame-navigate', `${APP}#/stations`)).not.toHaveBeenCalled();
    expect(policy.openExternal).not.toHaveBeenCalled();
  });

  it('blocks main-frame navigation away from the app and opens the link outside instead', () => {
    const { navigate, policy } = setup();
    expect(navigate('will-frame-navigate', 'https://example.org/')).toHaveBeenCalled();
    expect(policy.openExternal).toHaveBeenCalledWith('https://example.org/');
  });

  it('blocks sub-frame navigation without opening anything', () => {
    const { navigate, policy } = setup();
    expect(navigate('will-frame-navigate', 'https://example.org/', false)).toHaveBeenCalled();
    expect(policy.openExternal).not.toHaveBeenCalled();
  });

  it('blocks redirects out of the app and to other local files', () => {
    const { navigate } = setup();
    expect(navigate('will-redirect', 'http://evil.example/')).toHaveBeenCalled();
    expect(navigate('will-redirect', 'file:///etc/passwd')).toHaveBeenCalled();
  });

  it('refuses to attach webviews', () => {
    expect(setup().attachWebview()).toHaveBeenCalled();
  });

  it('reports a failing openExternal instead of throwing', async () => {
    const { openWindow, policy } = setup();
    (policy.openExternal as jest.Mock).mockRejectedValueOnce(new Error('no browser'));
    openWindow('https://example.org/');
    await new Promise((resolve) => setImmediate(resolve));
    expect(policy.warn).toHaveBeenCalledWith(expect.stringContaining('no browser'));
  });
});

describe('permissions', () => {
  it.each([
    ['notifications', APP, true],
    ['notifications', 'https://evil.example/', false],
    ['notifications', undefined, false],
    ['media', APP, false],
    ['geolocation', APP, false],
    ['clipboard-read', APP, false],
    ['openExternal', APP, false],
  ])('%s from %s → %s', (permission, url, expected) => {
    expect(isPermissionGranted(permission, url, APP)).toBe(expected);
  });

  it('installs request and check handlers that apply the same rule', () => {
    const session = { setPermissionRequestHandler: jest.fn(), setPermissionCheckHandler: jest.fn() };
    installPermissionPolicy(session, APP);
    const request = session.setPermissionRequestHandler.mock.calls[0][0];
    const check = session.setPermissionCheckHandler.mock.calls[0][0];

    const callback = jest.fn();
    request(null, 'notifications', callback, { requestingUrl: APP, isMainFrame: true });
    request(null, 'media', callback, { requestingUrl: APP, isMainFrame: true });
    expect(callback.mock.calls).toEqual([[true], [false]]);

    expect(check(null, 'notifications', 'file://', { requestingUrl: APP, isMainFrame: true })).toBe(true);
    expect(check(null, 'geolocation', 'file://', { requestingUrl: APP, isMainFrame: true })).toBe(false);
  });
});

describe('renderer Content-Security-Policy (index.html)', () => {
  const html = readFileSync(join(__dirname, '../renderer/index.html'), 'utf8');
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources] as const),
  );

  it('is present and denies by default', () => {
    expect(directives.get('default-src')).toEqual(["'none'"]);
  });

  it('runs only the bundled scripts: no inline script, no eval', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
  });

  it('forbids plugins, frames, <base> and form posts', () => {
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'none'"]);
  });

  it('allows plain http connections only on this PC', () => {
    const httpSources = (directives.get('connect-src') ?? []).filter((source) => source.startsWith('http:') || source.startsWith('http://'));
    expect(httpSources).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('has no inline <script> in the page', () => {
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
  });
});
