import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigateParams, Notice } from '../machines/effects.ts';

/** Spec §8: toasts on the auth and app screens close after 2 s. */
export const FLOW_TOAST_MS = 2000;

const toneColor: Record<Notice['tone'], string> = { success: 'green', error: 'red', info: 'blue' };

/** The real effects for a flow machine: the router, Mantine's toasts, a new tab. */
export function useFlowEffects() {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      navigate: (_: unknown, { to, replace }: NavigateParams) => void navigate(to, { replace }),
      notify: (_: unknown, notice: Notice) =>
        void notifications.show({
          color: toneColor[notice.tone],
          title: notice.title,
          message: notice.message,
          autoClose: FLOW_TOAST_MS,
        }),
      openUrl: (_: unknown, { url }: { url: string }) => void window.open(url, '_blank', 'noopener,noreferrer'),
    }),
    [navigate],
  );
}
