import { useAlertsFired } from '@portal/api-client';
import type { Notifier } from '../../platform/ports';
import { useToaster } from '../../common/toaster';
import { usePlatform } from '../../platform/PlatformProvider';

async function notifyQuietly(notifier: Notifier, title: string, body: string): Promise<void> {
  try {
    await notifier.notify(title, body);
  } catch {
    // The toast has already told the user. A platform that cannot show a notification (permission refused,
    // no notification support) is not a fault worth an error of its own.
  }
}

/**
 * Tells the signed-in stakeholder of each alert as it fires: a toast in the window, and a system notification,
 * which reaches an operator who is looking at another window. Renders nothing. Keeps the live stream open
 * while mounted, so mount it only for stakeholders: the server sends alerts to no one else.
 */
export function AlertNotifier(): null {
  const toaster = useToaster();
  const { notifications } = usePlatform();
  useAlertsFired((alert) => {
    toaster.show(alert.subject, { intent: 'warning' });
    void notifyQuietly(notifications, alert.subject, alert.message);
  });
  return null;
}
