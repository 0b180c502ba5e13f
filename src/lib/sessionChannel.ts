/**
 * What one tab tells the others of the same browser about the session: that the user signed out, so
 * that every tab ends its session too, not only the one where Sign out was pressed.
 */
const CHANNEL = 'testpilot-session';

interface SessionMessage {
  type: 'signedOut';
}

const supported = () => typeof BroadcastChannel !== 'undefined';

/** Tells the other tabs that the user signed out here. */
export function announceSignOut(): void {
  if (!supported()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'signedOut' } satisfies SessionMessage);
  channel.close();
}

/** Calls `onSignOut` when the user signs out in another tab; answers the function that stops listening. */
export function watchSignOuts(onSignOut: () => void): () => void {
  if (!supported()) return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'signedOut') onSignOut();
  };
  return () => channel.close();
}
