/**
 * Key names as people write them ("enter", "esc", "ctrl+a", "arrow down") turned into the names
 * Playwright's `keyboard.press` takes ("Enter", "Escape", "Control+A", "ArrowDown").
 */

const MODIFIERS: Record<string, string> = {
  ctrl: 'Control',
  control: 'Control',
  shift: 'Shift',
  alt: 'Alt',
  option: 'Alt',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
  win: 'Meta',
  windows: 'Meta',
};

const NAMED_KEYS: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  escape: 'Escape',
  esc: 'Escape',
  space: 'Space',
  spacebar: 'Space',
  'space bar': 'Space',
  backspace: 'Backspace',
  'back space': 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  insert: 'Insert',
  home: 'Home',
  end: 'End',
  'page up': 'PageUp',
  pageup: 'PageUp',
  pgup: 'PageUp',
  'page down': 'PageDown',
  pagedown: 'PageDown',
  pgdn: 'PageDown',
  ...arrowKeys(),
};

/** "arrow down", "down arrow", "arrowdown" and "down" all name ArrowDown. */
function arrowKeys(): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const direction of ['up', 'down', 'left', 'right']) {
    const name = `Arrow${direction[0]?.toUpperCase()}${direction.slice(1)}`;
    for (const spelling of [`arrow ${direction}`, `${direction} arrow`, `arrow${direction}`, direction]) {
      keys[spelling] = name;
    }
  }
  return keys;
}

/** One key's Playwright name, or null when it is not a key. */
function keyName(written: string, inChord: boolean): string | null {
  const word = written.toLowerCase().replace(/\s+/g, ' ');
  const named = NAMED_KEYS[word] ?? MODIFIERS[word];
  if (named) return named;
  const functionKey = /^f([1-9]|1[0-2])$/.exec(word);
  if (functionKey) return `F${functionKey[1]}`;
  // A single character is typed as written ("a" and "A" differ); in a chord the letter names the key.
  if ([...written].length === 1) return inChord ? written.toUpperCase() : written;
  return null;
}

/**
 * The Playwright name of a key or chord ("Control+Shift+K"), or null when the words do not name
 * one. Accepts "the … key" around it.
 */
export function parseKey(text: string): string | null {
  const words = text
    .trim()
    .replace(/^the\s+/i, '')
    .replace(/\s+keys?$/i, '');
  if (words === '') return null;
  const parts = words.split(/\s*\+\s*/);
  const main = parts.pop();
  if (main === undefined || main === '') return null;
  const modifiers = parts.map((part) => MODIFIERS[part.toLowerCase()]);
  if (modifiers.some((modifier) => modifier === undefined)) return null;
  const key = keyName(main, modifiers.length > 0);
  return key === null ? null : [...modifiers, key].join('+');
}
