import type { Notifier } from '@portal/ui';

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'> &
  (new (title: string, options?: NotificationOptions) => unknown);

/**
 * The browser's Notification API. Asks for permission on first use; without it (denied, or a browser without
 * the API) a notification is dropped quietly, because alerts also reach operators by e-mail and SMS.
 */
export function browserNotifier(api: NotificationApi | undefined = globalThis.Notification): Notifier {
  return {
    async notify(title, body) {
      if (!api) return;
      const permission = api.permission === 'default' ? await api.requestPermission() : api.permission;
      if (permission === 'granted') new api(title, { body });
    },
  };
}
