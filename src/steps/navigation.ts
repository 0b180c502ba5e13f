import { missing, understood, verbRule, type Rule } from './rules.ts';
import { parseTarget } from './targets.ts';
import { restore, valueOf, type Phrase } from './tokens.ts';

/**
 * What can be opened: a full URL, a path on the environment's URL ("/login"), a variable that holds
 * one ("{{env.url}}/a"), or a host name ("example.com", "localhost:3000").
 */
const URL_LIKE = /^(?:https?:\/\/\S+|\/\S*|\{\{[^}]+\}\}\S*|(?:localhost|[\w-]+(?:\.[\w-]+)+)(?::\d+)?(?:\/\S*)?)$/i;

/** "the settings page" → "settings": the path a person most likely meant. */
const pathFrom = (phrase: Phrase): string =>
  restore(phrase)
    .toLowerCase()
    .replace(/["“”‘’']/g, '')
    .split(/\s+/)
    .filter((word) => !['the', 'a', 'an', 'page', 'screen'].includes(word))
    .join('-');

function navigate(rest: Phrase, verb: string) {
  const url = valueOf(rest);
  if (URL_LIKE.test(url)) return understood({ type: 'navigate', url });
  const example = `${verb} /login`;
  if (url === '') return missing(verb, 'a web address', 'give a URL or a path that starts with /', example);
  // "Open the Settings tab" names something on the page: clicking it is what was meant.
  const onPage = parseTarget(rest);
  const suggestion = onPage?.kind ? `Click ${restore(rest)}` : `${verb} /${pathFrom(rest)}`;
  return missing(verb, 'a web address', 'give a URL or a path that starts with /', example, suggestion);
}

export const navigationRules: Rule[] = [verbRule('go\\s+to|navigate\\s+to|browse\\s+to|open|visit|load', navigate)];
