import type { Page } from 'playwright-core';
import { inPage } from '../runner/pageScripts.ts';

export type FieldKind =
  'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'date' | 'textarea' | 'checkbox' | 'select' | 'other';

export interface FieldFinding {
  /** What a person calls it: its label, else its aria-label, else its placeholder; '' when nameless. */
  name: string;
  kind: FieldKind;
  required: boolean;
  /** A select's options, as shown. */
  options: string[];
}

export interface FormFinding {
  /** Its position among the page's forms. */
  index: number;
  /** The submit button's name, or null when it has none a step could name. */
  submit: string | null;
  fields: FieldFinding[];
  /** How many password fields it has: one for a sign-in, often two for a sign-up. */
  passwords: number;
}

export interface LinkFinding {
  name: string;
  href: string;
  /** Inside the page's navigation or header: a main path through the site. */
  inNav: boolean;
  /** How many links on the page of its role have exactly this name (a step names one only when it is 1). */
  sameName: number;
  /** The role it is drawn with when not a plain link: a menu's `menuitem`, a tab bar's `tab`. */
  role: 'menuitem' | 'tab' | null;
}

/** A control that changes what the page shows without leaving it: a tab, or a menu entry with no address. */
export interface SwitchFinding {
  name: string;
  role: 'tab' | 'menuitem';
}

/** A list's pager: the control that shows its next page, named as a step names it. */
export interface PagerFinding {
  next: string;
  nextRole: 'button' | 'link';
}

/** A table of data and what works it: its search field, filters, sortable columns, a button for a new item, row actions. */
export interface ListFinding {
  /** The column headers, in order. */
  headers: string[];
  /** The headers that sort the table when clicked: a button in the header cell, or one marked with aria-sort. */
  sortable: string[];
  /** The search field's name, outside any form; null when there is none. */
  search: string | null;
  /** Dropdowns outside any form, with their options as shown. */
  filters: { name: string; options: string[] }[];
  /** The button that opens a new item's form ("New customer", "Create", "Add user"); null when none shows. */
  create: string | null;
  /** The buttons of the first row (Edit, Delete), as each row has its own. */
  rowActions: string[];
}

/** What one look at a page finds: what steps can name on it. */
export interface PageFindings {
  title: string;
  /** The first level-one heading (else the first heading), as shown. */
  heading: string | null;
  links: LinkFinding[];
  forms: FormFinding[];
  /** Text fields outside any form (a todo's "What needs to be done?"): what Enter does there is the app's own. */
  entryFields: string[];
  /** Tabs not selected, and menu entries drawn as buttons: each may change the view. */
  switches: SwitchFinding[];
  /** The pager of a list, when one shows a next page. */
  pager: PagerFinding | null;
  /** The first table with two rows of data or more, and what works it. */
  list: ListFinding | null;
  /** The accept button of a cookie banner, when one shows. */
  cookieButton: string | null;
  /** The page's visible lines of text, to tell what an action changed. */
  texts: string[];
}

interface El {
  tagName: string;
  type?: string;
  required?: boolean;
  innerText?: string;
  value?: string;
  href?: string;
  labels?: ArrayLike<El> | null;
  options?: ArrayLike<El>;
  elements?: ArrayLike<El>;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  getBoundingClientRect(): { width: number; height: number };
}
interface Doc {
  title: string;
  body: El & { innerText: string };
  forms: ArrayLike<El>;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  getElementById(id: string): El | null;
}

/** Runs in the page: its title, heading, links, forms and cookie banner, as a person would name them. */
const collect = inPage((): PageFindings => {
  const doc = (globalThis as unknown as { document: Doc }).document;
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: El) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const list = (items: ArrayLike<El>) => Array.from(items);
  const labelOf = (el: El) => {
    // A required marker shown in the label ("Email *") is not part of the field's accessible name.
    const label = el.labels && el.labels.length > 0 ? clean(el.labels[0]!.innerText).replace(/\s*\*$/, '') : '';
    if (label) return label;
    const aria = clean(el.getAttribute('aria-label'));
    if (aria) return aria;
    const by = el.getAttribute('aria-labelledby');
    const byText = by ? clean(doc.getElementById(by.split(' ')[0]!)?.innerText) : '';
    return byText || clean(el.getAttribute('placeholder'));
  };
  const kindOf = (el: El): FieldKind => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'textarea') return 'textarea';
    if (tag === 'select') return 'select';
    const type = (el.type ?? 'text').toLowerCase();
    // A number field drawn as text (a component library's number input) still wants a number.
    const inputMode = el.getAttribute('inputmode');
    if (type === 'text' && (inputMode === 'numeric' || inputMode === 'decimal')) return 'number';
    const known = ['text', 'email', 'password', 'number', 'tel', 'url', 'date', 'checkbox'];
    if (known.includes(type)) return type as FieldKind;
    return type === 'search' ? 'text' : 'other';
  };
  // An admin app's title may be its app bar's h6 (react-admin's): a lower heading is still the view's name.
  const heading =
    doc.querySelector('h1') ?? doc.querySelector('h2, [role="heading"]') ?? doc.querySelector('h3, h4, h5, h6');
  const links = list(doc.querySelectorAll('a[href]')).filter(visible);
  const names = links.map((a) => clean(a.innerText) || clean(a.getAttribute('aria-label')));
  const forms = list(doc.forms).map((form, index) => {
    const controls = list(form.elements ?? []).filter(
      (el) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) && visible(el),
    );
    const fields = controls
      .filter((el) => !['submit', 'button', 'reset', 'hidden', 'radio', 'file', 'image'].includes(el.type ?? ''))
      .map((el) => ({
        name: labelOf(el),
        kind: kindOf(el),
        required:
          el.required === true ||
          el.getAttribute('aria-required') === 'true' ||
          (el.labels !== null &&
            el.labels !== undefined &&
            el.labels.length > 0 &&
            /\*\s*$/.test(clean(el.labels[0]!.innerText))),
        options: el.options ? list(el.options).map((o) => clean(o.innerText)) : [],
      }));
    const submit = form.querySelector('button[type="submit"], button:not([type]), input[type="submit"]');
    const submitName = submit
      ? clean(submit.innerText) || clean(submit.value) || clean(submit.getAttribute('aria-label'))
      : '';
    return {
      index,
      submit: submitName || null,
      fields,
      passwords: controls.filter((el) => el.type === 'password').length,
    };
  });
  const entryFields = list(doc.querySelectorAll('input'))
    .filter((el) => {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      return type === 'text' && el.closest('form') === null && el.getAttribute('role') !== 'combobox' && visible(el);
    })
    .map(labelOf)
    .filter((name) => name !== '' && !/search|filter|find/i.test(name));
  const roleOf = (el: El): 'tab' | 'menuitem' | null => {
    const role = el.getAttribute('role');
    return role === 'tab' || role === 'menuitem' ? role : null;
  };
  const switches = list(doc.querySelectorAll('[role="tab"], [role="menuitem"]'))
    .filter((el) => el.getAttribute('href') === null && el.getAttribute('aria-selected') !== 'true' && visible(el))
    .map((el): SwitchFinding => ({
      name: clean(el.innerText) || clean(el.getAttribute('aria-label')),
      role: roleOf(el) ?? 'tab',
    }))
    .filter((s) => s.name !== '');
  const nextControl = list(doc.querySelectorAll('button, a[href], [role="button"]')).find(
    (el) =>
      visible(el) &&
      el.getAttribute('disabled') === null &&
      el.getAttribute('aria-disabled') !== 'true' &&
      /^(next|next page|go to next page|›|»|next ›|next »)$/i.test(
        clean(el.getAttribute('aria-label')) || clean(el.innerText),
      ),
  );
  const outsideForms = (selector: string) =>
    list(doc.querySelectorAll(selector)).filter((el) => el.closest('form') === null && visible(el));
  const dataRows = (table: El) => list(table.querySelectorAll('tr')).filter((r) => r.querySelector('td') !== null);
  const table = list(doc.querySelectorAll('table')).find((t) => visible(t) && dataRows(t).length >= 2);
  const buttonName = (el: El) => clean(el.innerText) || clean(el.getAttribute('aria-label'));
  const listFinding = (t: El): ListFinding => {
    const headerCells = list(t.querySelectorAll('th')).filter((th) => th.closest('tbody') === null);
    const search = outsideForms('input').find((el) => {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      return type === 'search' || (type === 'text' && /search|filter|find/i.test(labelOf(el)));
    });
    const create = outsideForms('button, [role="button"]').find(
      (el) => el.closest('table') === null && /^(new|create|add)\b/i.test(buttonName(el)),
    );
    return {
      headers: headerCells.map((th) => clean(th.innerText)),
      sortable: headerCells
        .filter((th) => th.getAttribute('aria-sort') !== null || th.querySelector('button, [role="button"]') !== null)
        .map((th) => clean(th.innerText))
        .filter((name) => name !== ''),
      search: search ? labelOf(search) || null : null,
      filters: outsideForms('select')
        .map((el) => ({ name: labelOf(el), options: list(el.options ?? []).map((o) => clean(o.innerText)) }))
        .filter((f) => f.name !== '' && f.options.length >= 2),
      create: create ? buttonName(create) : null,
      rowActions: [
        ...new Set(
          list(dataRows(t)[0]!.querySelectorAll('button, [role="button"]'))
            .map(buttonName)
            .filter((name) => name !== ''),
        ),
      ],
    };
  };
  const banner = list(doc.querySelectorAll('button, [role="button"]')).find((b) => {
    const name = clean(b.innerText);
    if (!/^(accept|accept all|accept cookies|allow all|agree|i agree|got it|ok)$/i.test(name) || !visible(b))
      return false;
    const around = b.closest('[role="dialog"], [role="region"], aside, section, div, footer');
    return /cookie/i.test(around?.innerText ?? '');
  });
  const texts = [
    ...new Set(
      (doc.body.innerText || '')
        .split('\n')
        .map(clean)
        .filter((t) => t.length > 1 && t.length <= 80),
    ),
  ];
  return {
    title: clean(doc.title),
    heading: heading ? clean(heading.innerText) || null : null,
    links: links.map((a, i) => ({
      name: names[i]!,
      href: a.href ?? '',
      inNav:
        a.closest(
          'nav, header, aside, [role="navigation"], [role="banner"], [role="menu"], [role="menubar"], [role="tablist"]',
        ) !== null,
      // A menu item and a card's link may share a name: a step tells them apart by their role.
      sameName: names.filter((n, j) => n === names[i] && roleOf(links[j]!) === roleOf(a)).length,
      role: roleOf(a),
    })),
    forms,
    entryFields,
    switches,
    pager: nextControl
      ? {
          next: clean(nextControl.getAttribute('aria-label')) || clean(nextControl.innerText),
          nextRole: nextControl.tagName === 'A' ? 'link' : 'button',
        }
      : null,
    list: table ? listFinding(table) : null,
    cookieButton: banner ? clean(banner.innerText) : null,
    texts,
  };
});

export const findingsOf = (page: Page): Promise<PageFindings> => page.evaluate(collect);
