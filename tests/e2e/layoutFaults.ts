/**
 * What a person on a narrow screen could not see or read, found in the page: run it with
 * `page.evaluate(layoutFaults)`. Each fault is a sentence naming the text it is about.
 *
 * - the page scrolls sideways;
 * - a piece of text lies past the right edge of the screen (a table scrolled sideways hides its columns so);
 * - a piece of text is cut off by the box that holds it ("Run Te", "Explore a U…"), unless it ends in an
 *   ellipsis and the control or text it is in gives the whole text as its title or accessible name.
 *
 * It must stand alone: Playwright sends its source to the page, so it may use nothing from outside.
 */
export function layoutFaults(): string[] {
  const faults: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth > width) faults.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${width}`);

  const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  // Shown, and not an off-canvas panel waiting left of the screen (the closed navigation).
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && box.right > 0 && style.visibility !== 'hidden';
  };
  const namedInFull = (element: Element, text: string) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const name = `${at.getAttribute('title') ?? ''} ${at.getAttribute('aria-label') ?? ''}`;
      if (name.replace(/\s+/g, ' ').includes(text.replace(/\s+/g, ' ').trim())) return true;
      if (at.matches('button, a, [role=button], [role=tab], [role=radio]')) return false;
    }
    return false;
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const holder = node.parentElement;
    if (!holder || text.trim() === '' || holder.closest('script, style, noscript, template, [aria-hidden=true]'))
      continue;
    if (!shown(holder)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.right <= 0) continue;
    // Every box around it that hides what overflows it sideways: the text must lie within each.
    let clipped = false;
    for (let at: Element | null = holder; at && at !== document.body && !clipped; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible') continue;
      const clip = at.getBoundingClientRect();
      // An ellipsis replaces the end of a text that overflows by any fraction of a pixel.
      const slack = style.textOverflow === 'ellipsis' ? 0.05 : 1;
      if (box.right <= clip.right + slack && box.left >= clip.left - slack) continue;
      clipped = true;
      const whole = at.textContent ?? text;
      if (clip.width <= 1) continue; // text for screen readers only
      if (style.textOverflow === 'ellipsis' && namedInFull(at, whole)) continue;
      if (reported.has(at)) continue;
      reported.add(at);
      faults.push(
        style.overflowX === 'auto' || style.overflowX === 'scroll'
          ? `${quoted(text)} is out of view in a box that scrolls sideways`
          : `${quoted(whole)} is cut off (${Math.round(box.width)} px of text in ${Math.round(clip.width)})`,
      );
    }
    if (!clipped && box.right > width + 1)
      faults.push(`${quoted(text)} lies past the right edge of the screen (${Math.round(box.right)} px of ${width})`);
  }
  return faults;
}
