/**
 * A switch or checkbox whose words are not its label, as quickly built pages draw them: "Dark mode" in a span beside
 * a `label.switch`, a heading "Autopay" over a `role="switch"` with no name. Found in the page from the words: the
 * nearest box around them (three levels up at most) that holds one such control.
 */

/** What can be clicked to turn such a control: the control, or the label drawn for a hidden one. */
export const TOGGLE_OR_LABEL =
  'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="switch"], [role="radio"], label';

/**
 * In the page: the place, among the shown elements `counted` (TOGGLE_OR_LABEL) finds (in document order, as a locator's nth
 * counts them), of the one control beside `name`'s words; null when there is none or several.
 */
export function toggleBeside({ name, counted }: { name: string; counted: string }): number | null {
  interface El {
    textContent: string | null;
    parentElement: El | null;
    id: string;
    querySelectorAll(selector: string): ArrayLike<El>;
    getBoundingClientRect(): { width: number; height: number };
    closest(selector: string): El | null;
  }
  const page = globalThis as unknown as {
    document: { body: El; querySelector(s: string): El | null };
    getComputedStyle(el: El): { visibility: string };
  };
  const doc = page.document;
  const TOGGLE = 'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="switch"], [role="radio"]';
  const norm = (s: string | null) =>
    (s ?? '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .toLowerCase();
  // As Playwright judges it: a box of some size, and not visibility: hidden.
  const shown = (el: El) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && page.getComputedStyle(el).visibility !== 'hidden';
  };
  const wanted = norm(name);
  if (!wanted) return null;
  const words = Array.from(doc.body.querySelectorAll('*')).filter((el) => norm(el.textContent) === wanted && shown(el));
  const found = new Set<El>();
  for (const word of words) {
    let box = word.parentElement;
    for (let level = 0; box && level < 3; level += 1, box = box.parentElement) {
      const toggles = box.querySelectorAll(TOGGLE);
      if (toggles.length > 1) break;
      if (toggles.length === 1) {
        const toggle = toggles[0]!;
        const label = toggle.closest('label') ?? (toggle.id ? doc.querySelector(`label[for="${toggle.id}"]`) : null);
        const clickable = shown(toggle) ? toggle : label && shown(label) ? label : null;
        if (clickable) found.add(clickable);
        break;
      }
    }
  }
  if (found.size !== 1) return null;
  const [only] = found;
  const all = Array.from(doc.body.querySelectorAll(counted)).filter(shown);
  const place = all.indexOf(only!);
  return place === -1 ? null : place;
}
