import { StepFailure } from '../stepFailure.ts';
import { act } from './acting.ts';
import type { Executors } from './executor.ts';
import { remaining } from './stepContext.ts';

const POLL_MS = 100;

/** A page's own dialog drawn in its markup, and the buttons that answer it either way. */
const PAGE_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';
const YES = /^\W*(?:ok|okay|yes|confirm|continue|accept|proceed|delete|remove|sure)\b/i;
const NO = /^\W*(?:cancel|no|dismiss|close|keep|not now)\b/i;

/** A button that closes the dialog it is in: by its name, or its label, as icon buttons are named. */
const CLOSE =
  /^\s*(?:close|dismiss|cancel|no,? thanks|not now|×|✕|✖|x)\s*$|^\s*close\s+(?:the\s+)?(?:dialog|modal|window|pop-?up|panel)\s*$/i;

/** The page's dialogs, the browser's own and those it draws, and the tabs a step opens. */
export const dialogAndTabSteps = {
  /**
   * "Confirm the popup", "Dismiss the browser confirmation": the page's alert or confirm, answered as the step says. A
   * dialog the step before opened was answered when it opened (dismissed when this step says to dismiss it, see
   * attempt.ts); one that opens during this step is waited for; else the dialog the page draws is answered by its OK
   * or Cancel button.
   */
  async browserDialog(ctx, { accept }) {
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
        return { resolution: null };
      }
      const drawn = ctx.page.locator(PAGE_DIALOG).filter({ visible: true }).last();
      if ((await drawn.count().catch(() => 0)) > 0) {
        const button = drawn.getByRole('button', { name: accept ? YES : NO }).first();
        if ((await button.count().catch(() => 0)) > 0) {
          await act(`${how} the dialog`, () => button.click({ timeout: Math.max(1, ctx.deadline - Date.now()) }));
          return { resolution: null };
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
  },

  async closeDialog(ctx) {
    const { page } = ctx;
    const open = page
      .locator('[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]')
      .filter({ visible: true });
    const dialog = await open
      .last()
      .elementHandle({ timeout: Math.min(remaining(ctx), 2000) })
      .catch(() => null);
    if (!dialog) throw new StepFailure('notFound', `No dialog is open on ${page.url()}.`);
    const close = open.last().getByRole('button', { name: CLOSE }).filter({ visible: true }).first();
    if ((await close.count()) > 0) await act('close the dialog', () => close.click({ timeout: remaining(ctx) }));
    else await page.keyboard.press('Escape');
    const closed = await dialog
      .waitForElementState('hidden', { timeout: remaining(ctx) })
      .then(() => true)
      .catch(() => false);
    if (!closed) {
      throw new StepFailure('action', 'The dialog stayed open: it has no close button, and Escape did not close it.', {
        timedOut: true,
      });
    }
    return { resolution: null };
  },

  /** "Switch to the new tab": passes once the steps are on a tab a step opened (they move to one as it opens). */
  async switchTab(ctx) {
    if (ctx.onOpenedTab()) return { resolution: null };
    await ctx.tabOpening(Math.max(1, ctx.deadline - Date.now()));
    if (ctx.onOpenedTab() || ctx.page.context().pages().length > 1) return { resolution: null };
    throw new StepFailure('expectation', `No new tab was opened: the steps are still on ${ctx.page.url()}.`);
  },

  /** "Close the new tab": this tab closes, and the steps after it go on in the tab before it (see tabs.ts). */
  async closeTab(ctx) {
    const open = ctx.page
      .context()
      .pages()
      .filter((p) => !p.isClosed());
    if (open.length < 2) {
      throw new StepFailure(
        'action',
        `The steps are on the run's only tab (${ctx.page.url()}): there is no tab to go back to. A run closes its browser when it ends, so leave this step out.`,
      );
    }
    await act('close the tab', () => ctx.page.close());
    return { resolution: null };
  },
} satisfies Partial<Executors>;
