import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '../lib/returnPath.ts';
import type { NavigateParams, Notice } from '../machines/effects.ts';

/** Spec §8: toasts on the auth and app screens close after 2 s. */
export const FLOW_TOAST_MS = 2000;

const toneColor: Record<Notice['tone'], string> = { success: 'green', error: 'red', info: 'blue' };

/** The real effects for a flow machine: the router, Mantine's toasts, a new tab. */
export function useFlowEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  return useMemo(
    () => ({
      navigate: (_: unknown, { to, replace, returnHere }: NavigateParams) => {
        // The page the router shows when the effect runs: a machine's actions are bound once, at its start.
        const { pathname, search } = here.current;
        void navigate(returnHere ? loginPathFor(`${pathname}${search}`) : to, { replace });
      },
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
