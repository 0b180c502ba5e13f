/** The app's toasts, as the model tests count them. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { IN_TOAST } from '../../unit/support/renderScreen.tsx';

/**
 * Runs `action` (answering a request, say) and waits for one more toast saying `text`: the same
 * text may still be showing from an earlier step.
 */
export async function oneMoreToast(text: string, action: () => Promise<unknown>) {
  const toasts = () => screen.queryAllByText(text, IN_TOAST).length;
  const before = toasts();
  await action();
  await waitFor(() => expect(toasts()).toBe(before + 1));
}
