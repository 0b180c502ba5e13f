import type { StepContext } from './stepContext.ts';
import { StepFailure } from '../stepFailure.ts';

const POLL_MS = 100;

/** A page's own dialog drawn in its markup, and the buttons that answer it either way. */
const PAGE_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';
const YES = /^\W*(?:ok|okay|yes|confirm|continue|accept|proceed|delete|remove|sure)\b/i;
const NO = /^\W*(?:cancel|no|dismiss|close|keep|not now)\b/i;

/**
 * "Confirm the popup", "Dismiss the browser confirmation": the page's alert or confirm, answered as the step says. A
 * dialog the step before opened was answered when it opened (dismissed when this step says to dismiss it, see
 * attempt.ts); one that opens during this step is waited for; else the dialog the page draws is answered by its OK or
 * Cancel button.
 */
export async function answerDialog(
  ctx: StepContext,
  accept: boolean,
  act: (what: string, work: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const how = accept ? 'accept' : 'dismiss';
  for (;;) {
    const open = ctx.dialogs.find((d) => !d.handledByStep);
    if (open) {
      open.handledByStep = true;
      if (open.accepted !== accept) {
        throw new StepFailure(
          'action',
          `The page's ${open.type} “${open.message}” was ${open.accepted ? 'accepted' : 'dismissed'} when it opened, not ${accept ? 'accepted' : 'dismissed'}.`,
        );
      }
      return;
    }
    const drawn = ctx.page.locator(PAGE_DIALOG).filter({ visible: true }).last();
    if ((await drawn.count().catch(() => 0)) > 0) {
      const button = drawn.getByRole('button', { name: accept ? YES : NO }).first();
      if ((await button.count().catch(() => 0)) > 0) {
        await act(`${how} the dialog`, () => button.click({ timeout: Math.max(1, ctx.deadline - Date.now()) }));
        return;
      }
    }
    if (Date.now() + POLL_MS >= ctx.deadline) {
      throw new StepFailure(
        'notFound',
        `No dialog to ${how} on ${ctx.page.url()}: the page opened no alert or confirm, and shows no dialog with ${accept ? 'an OK' : 'a Cancel'} button.`,
      );
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** "Switch to the new tab": passes once the steps are on a tab a step opened (they move to one as it opens). */
export async function onNewTab(ctx: StepContext): Promise<void> {
  if (ctx.onOpenedTab()) return;
  await ctx.tabOpening(Math.max(1, ctx.deadline - Date.now()));
  if (ctx.onOpenedTab() || ctx.page.context().pages().length > 1) return;
  throw new StepFailure('expectation', `No new tab was opened: the steps are still on ${ctx.page.url()}.`);
}
