import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(async () => ({ default: (await import('./ToastContainer.tsx')).ToastContainer }));

/**
 * The toasts: their container (with its transitions and swipe to dismiss) is fetched with the first
 * toast, since most first visits show none. A toast shown before it arrives waits in the store.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
