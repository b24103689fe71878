/**
 * Operator alerts as OS notifications (Electron's Notification), with the constructor injected for tests.
 * Clicking one brings the app's window forward, since the alert is about something on its dashboards.
 */

/** The part of Electron's Notification used here. */
export interface ShownNotification {
  show(): void;
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown;
}

export interface NotifierDeps {
  isSupported(): boolean;
  create(options: { title: string; body: string }): ShownNotification;
  /** Brings the main window forward. */
  onClick(): void;
}

export class NotificationsUnsupportedError extends Error {
  override readonly name = 'NotificationsUnsupportedError';
}

export function createNotifier(deps: NotifierDeps): { notify(title: string, body: string): Promise<void> } {
  // Electron drops a Notification the JavaScript side no longer references, and its click handler with it
  // (electron/electron#12690); holding each one until it is clicked or closed keeps the handler alive.
  const live = new Set<ShownNotification>();
  return {
    async notify(title, body) {
      // Rejecting (rather than silently doing nothing) lets the UI fall back to an in-app alert.
      if (!deps.isSupported()) throw new NotificationsUnsupportedError('This system cannot show notifications');
      const notification = deps.create({ title, body });
      live.add(notification);
      const release = (): boolean => live.delete(notification);
      notification.on('click', () => {
        release();
        deps.onClick();
      });
      notification.on('close', release);
      notification.on('failed', release);
      notification.show();
    },
  };
}
