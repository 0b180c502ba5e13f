/**
 * The error a form shows under a field, as assistive technology reads it: the field is marked invalid and describes
 * itself by the error's text. Null when the field is not in error.
 */
export function errorUnder(el: HTMLElement): string | null {
  if (el.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id));
  const error = texts.find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}
