import { notUnderstood } from './rules.ts';
import { restore, type Phrase } from './tokens.ts';
import type { ParsedStep } from './action.ts';

/**
 * "the home page", "the app", "the admin app", "the ParaBank website", "the TODO homepage": the environment's own
 * address, to go to or to be on. A page of the app ("the login page of the application") is not it, nor is a list's
 * index ("the articles index page" is the articles page).
 */
export const HOME_PAGE =
  /^(?:the\s+)?(?:(?!(?:page|screen|of|in|on)\b)[\w'.&-]+\s+){0,3}?(?:home\s*pages?|start\s+page|landing\s+page|main\s+page|base\s+page|root\s+page|app|application|site|web\s*site|web\s*app|web\s*page|platform|portal|url)$|^(?:the\s+)?(?:home|index\s+page)$/i;

/** "the order history page" → "order-history": the path a person most likely meant, without its quotes. */
export const pathFrom = (phrase: Phrase): string =>
  restore(phrase)
    .toLowerCase()
    .replace(/["“”‘’']/g, '')
    .replace(/^(?:the|an?|my|your|our)\s+/, '')
    .split(/\s+/)
    .filter((word) => word !== '' && !['page', 'screen', 'view', 'index'].includes(word))
    .join('-');

/** "Switch to the new tab", "Open a new tab": the runner follows tabs by itself. */
export const tabsNeedNoStep = (): ParsedStep =>
  notUnderstood(
    'Tabs need no step: after a click that opens a new tab the next steps run there, and back on the page before once it closes',
    null,
  );
