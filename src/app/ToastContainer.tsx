import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where the app's toasts show, and how long they stay unless a toast says otherwise. */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={5000} />;
}
