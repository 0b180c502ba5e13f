import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `value` into an empty field as pasted: one input event instead of one per key. For forms whose values matter
 * and not how they were typed; typing them key by key took most of a screen test's time.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}
