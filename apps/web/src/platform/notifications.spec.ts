import { browserNotifier } from './notifications';

/** A stand-in for window.Notification that records what was shown. */
function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body?: string }[] = [];
  const requestPermission = jest.fn(async () => answer);
  const Api = class {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  };
  return { Api: Api as unknown as typeof Notification, shown, requestPermission };
}

describe('browserNotifier', () => {
  it('shows a notification when permission is granted', async () => {
    const { Api, shown, requestPermission } = fakeNotificationApi('granted');
    await browserNotifier(Api).notify('Stagecoach', 'Elevation above trigger');
    expect(shown).toEqual([{ title: 'Stagecoach', body: 'Elevation above trigger' }]);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks once permission is undecided, and shows only if the user agrees', async () => {
    const agrees = fakeNotificationApi('default', 'granted');
    await browserNotifier(agrees.Api).notify('a', 'b');
    expect(agrees.shown).toHaveLength(1);

    const refuses = fakeNotificationApi('default', 'denied');
    await browserNotifier(refuses.Api).notify('a', 'b');
    expect(refuses.requestPermission).toHaveBeenCalledTimes(1);
    expect(refuses.shown).toEqual([]);
  });

  it('does nothing when notifications are denied or the browser has none', async () => {
    const denied = fakeNotificationApi('denied');
    await browserNotifier(denied.Api).notify('a', 'b');
    expect(denied.shown).toEqual([]);
    await expect(browserNotifier(undefined).notify('a', 'b')).resolves.toBeUndefined();
  });
});
