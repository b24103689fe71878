import { browserWallDisplay } from './wall-display';

/** A document whose full screen the test controls: granted, or refused as without a click. */
function fakeDocument(grant = true) {
  const listeners = new Map<string, () => void>();
  const doc = {
    fullscreenElement: null as Element | null,
    fullscreenEnabled: true,
    visibilityState: 'visible' as DocumentVisibilityState,
    documentElement: {
      requestFullscreen: jest.fn(async () => {
        if (!grant) throw new TypeError('Permissions check failed');
        doc.fullscreenElement = {} as Element;
      }),
    },
    exitFullscreen: jest.fn(async () => {
      doc.fullscreenElement = null;
    }),
    addEventListener: jest.fn((type: string, listener: () => void) => void listeners.set(type, listener)),
    removeEventListener: jest.fn((type: string) => void listeners.delete(type)),
    fire: (type: string) => listeners.get(type)?.(),
  };
  return doc;
}

function fakeWakeLock() {
  const sentinels: { release: jest.Mock; addEventListener: jest.Mock }[] = [];
  return {
    sentinels,
    request: jest.fn(async () => {
      const sentinel = { release: jest.fn(async () => undefined), addEventListener: jest.fn() };
      sentinels.push(sentinel);
      return sentinel as unknown as WakeLockSentinel;
    }),
  };
}

/** The stand-in as the adapter's document (it has the members the adapter reads). */
const asDocument = (doc: ReturnType<typeof fakeDocument>): never => doc as never;

describe('browser wall display', () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps the playlist in this browser's storage, as screen keys, and reads it back", async () => {
    const first = browserWallDisplay({ doc: asDocument(fakeDocument()) });
    expect(first.current()).toEqual({ screens: [], seconds: 60, startOnLogin: false });
    expect(first.canStartOnLogin).toBe(false);
    const heard = jest.fn();
    first.subscribe(heard);
    await first.set({ screens: ['/tools/temperature-profiles', '/yamcolo-operations-dashboard'], seconds: 5, startOnLogin: true });
    expect(JSON.parse(window.localStorage.getItem('portal.wallMode') as string)).toEqual({
      screens: 'temperature-profiles,yamcolo-operations',
      seconds: 10,
    });
    const stored = { screens: ['/tools/temperature-profiles', '/yamcolo-operations-dashboard'], seconds: 10, startOnLogin: false };
    expect(heard).toHaveBeenCalledWith(stored);
    expect(browserWallDisplay({ doc: asDocument(fakeDocument()) }).current()).toEqual(stored);
  });

  it('reads a damaged or retired entry as far as it makes sense', () => {
    window.localStorage.setItem('portal.wallMode', '{"screens":"retired,temperature-profiles","seconds":99999}');
    expect(browserWallDisplay().current()).toEqual({ screens: ['/tools/temperature-profiles'], seconds: 3600, startOnLogin: false });
    window.localStorage.setItem('portal.wallMode', 'not json');
    expect(browserWallDisplay().current()).toEqual({ screens: [], seconds: 60, startOnLogin: false });
  });

  it('rejects when the browser refuses to store it', async () => {
    const storage = { getItem: () => null, setItem: () => { throw new DOMException('quota'); } } as unknown as Storage;
    const display = browserWallDisplay({ storage, doc: asDocument(fakeDocument()) });
    await expect(display.set({ screens: [], seconds: 60, startOnLogin: false })).rejects.toThrow('quota');
    expect(display.current().screens).toEqual([]);
  });

  it('goes full screen and holds a wake lock while on, and undoes both on exit', async () => {
    const doc = fakeDocument();
    const wakeLock = fakeWakeLock();
    const display = browserWallDisplay({ doc: asDocument(doc), wakeLock });
    await display.enter();
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    await display.enter(); // already on: no second request of either
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(wakeLock.request).toHaveBeenCalledTimes(1);

    await display.exit();
    expect(wakeLock.sentinels[0].release).toHaveBeenCalled();
    expect(doc.exitFullscreen).toHaveBeenCalled();
    expect(doc.removeEventListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });

  it('runs in the window when full screen is refused, and leaves alone a full screen it did not make', async () => {
    const refused = fakeDocument(false);
    const display = browserWallDisplay({ doc: asDocument(refused) });
    await expect(display.enter()).resolves.toBeUndefined();
    await display.exit();
    expect(refused.exitFullscreen).not.toHaveBeenCalled();

    const already = fakeDocument();
    already.fullscreenElement = {} as Element;
    const other = browserWallDisplay({ doc: asDocument(already) });
    await other.enter();
    await other.exit();
    expect(already.documentElement.requestFullscreen).not.toHaveBeenCalled();
    expect(already.exitFullscreen).not.toHaveBeenCalled();
  });

  it('takes the wake lock again when the tab is shown again (the browser lets go of it when hidden)', async () => {
    const doc = fakeDocument();
    const wakeLock = fakeWakeLock();
    const display = browserWallDisplay({ doc: asDocument(doc), wakeLock });
    await display.enter();
    const [[, onRelease]] = wakeLock.sentinels[0].addEventListener.mock.calls as [string, () => void][];
    onRelease();
    doc.fire('visibilitychange');
    await Promise.resolve();
    await Promise.resolve();
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('works in a browser without a wake lock', async () => {
    const display = browserWallDisplay({ doc: asDocument(fakeDocument()), wakeLock: undefined });
    await expect(display.enter()).resolves.toBeUndefined();
    await expect(display.exit()).resolves.toBeUndefined();
  });
});
