import { createNotifier, NotificationsUnsupportedError, type ShownNotification } from './notifications.main';

function fakeNotification() {
  const listeners = new Map<string, () => void>();
  const notification: ShownNotification & { fire(event: string): void } = {
    show: jest.fn(),
    on: jest.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    fire: (event) => listeners.get(event)?.(),
  };
  return notification;
}

describe('createNotifier', () => {
  function setup(supported = true) {
    const shown: ReturnType<typeof fakeNotification>[] = [];
    const deps = {
      isSupported: jest.fn(() => supported),
      create: jest.fn(() => {
        const notification = fakeNotification();
        shown.push(notification);
        return notification;
      }),
      onClick: jest.fn(),
    };
    return { deps, shown, notifier: createNotifier(deps) };
  }

  it('shows an OS notification with the title and body', async () => {
    const { deps, shown, notifier } = setup();
    await notifier.notify('Stagecoach Reservoir', 'Water level above the alert trigger');
    expect(deps.create).toHaveBeenCalledWith({ title: 'Stagecoach Reservoir', body: 'Water level above the alert trigger' });
    expect(shown[0].show).toHaveBeenCalledTimes(1);
  });

  it('brings the app forward when the operator clicks it', async () => {
    const { deps, shown, notifier } = setup();
    await notifier.notify('Alert', 'Stale data at Yamcolo');
    expect(deps.onClick).not.toHaveBeenCalled();
    shown[0].fire('click');
    expect(deps.onClick).toHaveBeenCalledTimes(1);
  });

  it('rejects when the system cannot show notifications, so the UI can fall back', async () => {
    const { deps, notifier } = setup(false);
    await expect(notifier.notify('Alert', 'x')).rejects.toThrow(NotificationsUnsupportedError);
    expect(deps.create).not.toHaveBeenCalled();
  });
});
