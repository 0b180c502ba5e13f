import type { Target } from './action.ts';

/**
 * The things of a list or grid as people call one of them when they point at it by its place: "the first product",
 * "the second search result", "a video". A page shows no such words on the item; it is the item at that place in the
 * page's list, whatever the list draws it as (runner: locate/listItems.ts).
 */
const ENTRY =
  /^(?:(?:search|todo|list|grid|catalog(?:ue)?|product|news|blog|video|shop|store)\s+)?(?:product|item|result|entry|record|card|post|article|todo|task|order|listing|hit|video|story|tile)$/i;

/**
 * Whether a bare name is a list's entry called by what it is ("product", "search result"), not by its words; as a
 * list item's name, it is the entry at its place, whatever the entry shows.
 */
export const isListEntry = (name: string): boolean => ENTRY.test(name.trim());

/** The entry of a list at a place (1 the first, -1 the last), called by what it is ("product"), or "" for an item. */
export const entryAt = (ordinal: number, called: string, region: Target['region'] = null): Target => ({
  kind: 'listitem',
  name: called,
  exact: false,
  ordinal,
  region,
});
