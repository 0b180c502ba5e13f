/**
 * What a person would call each of these elements, to name the choices of an ambiguous step (runs in the page): a
 * control's label (its <label>, aria-labelledby, aria-label, title or placeholder), else its shown text, else the
 * nearest text around it ("Buy milk" for the checkbox of that todo). Never a value a person does not read: a
 * checkbox's value is "on" for every one of them. The first `limit` only.
 */
export function shownNames(elements: unknown[], limit: number): string[] {
  interface Named {
    tagName: string;
    type?: string;
    value?: string;
    innerText?: string;
    alt?: string;
    labels?: ArrayLike<Named> | null;
    parentElement: Named | null;
    ownerDocument: { getElementById(id: string): Named | null };
    getAttribute(name: string): string | null;
  }
  const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const labelOf = (el: Named): string => {
    const byIds = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? plain(el.ownerDocument.getElementById(id)?.innerText) : ''))
      .filter(Boolean)
      .join(' ');
    const labels = Array.from(el.labels ?? [])
      .map((label) => plain(label.innerText))
      .filter(Boolean)
      .join(' ');
    return (
      byIds ||
      plain(el.getAttribute('aria-label')) ||
      labels ||
      plain(el.getAttribute('title')) ||
      plain(el.getAttribute('placeholder')) ||
      plain(el.getAttribute('alt'))
    );
  };
  const buttonInput = (el: Named) => el.tagName === 'INPUT' && /^(?:submit|button|reset)$/i.test(el.type ?? '');
  const nameOf = (el: Named): string => {
    const own = labelOf(el) || (buttonInput(el) ? plain(el.value) : plain(el.innerText));
    if (own) return own;
    // No words of its own (a checkbox beside its todo's words): the nearest box around it that shows some.
    for (let box = el.parentElement; box; box = box.parentElement) {
      const near = plain(box.innerText);
      if (near) return near;
    }
    return el.tagName.toLowerCase();
  };
  return (elements as Named[]).slice(0, limit).map((el) => {
    const name = nameOf(el);
    return name.length > 60 ? `${name.slice(0, 59)}…` : name;
  });
}
