import type { ActionType, Target, TargetKind } from '../../../src/steps/action.ts';
import type { AriaRole, LocatorStep } from './locatorSpec.ts';

/** Roles a person would call by each role word. */
const ROLES: Record<Exclude<TargetKind, 'text' | 'selector'>, AriaRole[]> = {
  button: ['button'],
  link: ['link'],
  field: ['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider'],
  slider: ['slider'],
  checkbox: ['checkbox'],
  radio: ['radio'],
  switch: ['switch', 'checkbox'],
  dropdown: ['combobox', 'listbox'],
  option: ['option'],
  tab: ['tab'],
  heading: ['heading'],
  menuitem: ['menuitem', 'menuitemcheckbox', 'menuitemradio'],
  image: ['img'],
  row: ['row'],
  cell: ['cell', 'gridcell', 'columnheader', 'rowheader'],
  listitem: ['listitem'],
  dialog: ['dialog', 'alertdialog'],
};

/** What a click, a hover or a check with no role word is most likely aimed at. */
const CLICKABLE: AriaRole[] = [
  'button',
  'link',
  'menuitem',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'option',
  'treeitem',
];

/** Kinds that are form fields: found by their label and placeholder as well as their role. */
const FIELD_KINDS = new Set<TargetKind>(['field', 'slider', 'checkbox', 'radio', 'switch', 'dropdown']);

/**
 * Kinds a page often draws itself over a hidden input (a styled toggle): last, their visible <label> by its text,
 * which a check clicks and whose input it reads (Playwright acts on a label's control).
 */
const TOGGLE_KINDS = new Set<string>(['checkbox', 'radio', 'switch']);

/** The kind a bare name stands for, from what the step does to it. */
function kindFor(action: ActionType): TargetKind | 'clickable' | 'any' {
  switch (action) {
    case 'fill':
    case 'clear':
    case 'press':
    case 'totp':
    case 'focus':
      return 'field';
    case 'select':
      return 'dropdown';
    // A context menu belongs to what it is opened on, often a plain element ("📄 budget.xlsx"), not a control.
    case 'rightClick':
      return 'any';
    case 'check':
      return 'checkbox';
    case 'upload':
      return 'field';
    case 'click':
    case 'hover':
      return 'clickable';
    default:
      return 'any';
  }
}

/** How a pass compares names: whole and in the same case, whole in any case, or in part in any case. */
interface Pass {
  exact: boolean;
  caseless?: true;
}

const byRoles = (roles: AriaRole[], name: string, pass: Pass): LocatorStep[] =>
  roles.map((role) => ({ by: 'role', role, name, ...pass }));
const byText = (by: 'label' | 'placeholder' | 'text' | 'alt' | 'title', text: string, pass: Pass): LocatorStep => ({
  by,
  text,
  ...pass,
});

const EDITABLE = '[contenteditable]:not([contenteditable="false"])';

/**
 * An editor drawn with contenteditable, which has no role or label to find it by: "the editor" or "the body" is any,
 * another word one whose label, placeholder, class or id has it ("the announcement body": class="body").
 */
function editorSteps(name: string): LocatorStep[] {
  if (/^(?:(?:rich\s+)?text\s+)?(?:editor|body|content|text\s+area)$/i.test(name))
    return [{ by: 'css', selector: EDITABLE }];
  return name
    .split(/\s+/)
    .filter((word) => /^[a-z][\w-]{2,}$/i.test(word))
    .map((word) => ({
      by: 'css',
      selector: `${EDITABLE}:is([aria-label*="${word}" i], [data-placeholder*="${word}" i], [placeholder*="${word}" i], [class*="${word}" i], [id*="${word}" i])`,
    }));
}

/** What a manual test case calls a sign-in form's first field, whatever its label says ("Email", "Login"). */
const ACCOUNT_NAME = /^(?:user\s*name|username|user\s*id|userid|login(?:\s+(?:name|id))?|e-?mail(?:\s+address)?)$/i;
const PASSWORD = /^(?:pass\s*word|passcode)$/i;

/**
 * "Enter valid username" on a form whose field says "Email", "enter password" where it says "PIN": a sign-in form's
 * fields by what they are for (their autocomplete, type and name), after every label and placeholder.
 */
function credentialSteps(name: string): LocatorStep[] {
  if (PASSWORD.test(name)) return [{ by: 'css', selector: 'input[type="password"]' }];
  if (!ACCOUNT_NAME.test(name)) return [];
  return [
    { by: 'css', selector: 'input:is([autocomplete="username" i], [autocomplete="email" i])' },
    { by: 'css', selector: 'input[type="email"]' },
    { by: 'css', selector: 'input:is([name*="user" i], [name*="email" i], [name*="login" i], [id*="user" i])' },
  ];
}

/** "next month arrow", "previous arrow", "right chevron": what a calendar's or a carousel's arrows are called. */
const ARROW_WORDS =
  /^(next|forward|right|previous|prev|back|left)(?:\s+(month|year|week|page|slide|image))?(?:\s+(?:arrow|chevron|icon|button))?$/i;
const REMOVE_WORDS = /^(?:remove|delete|close|dismiss|clear)$/i;
const REMOVE_GLYPHS = ['×', '✕', '✖', '⨯', 'x', 'X'];
const NEXT_GLYPHS = ['›', '»', '>', '→', '▶', '❯', '⟩', 'Next'];
const PREVIOUS_GLYPHS = ['‹', '«', '<', '←', '◀', '❮', '⟨', 'Previous', 'Prev'];

/**
 * The ways to look for a target, strongest first, in the order a person sees an element: its role and
 * accessible name, its label, its placeholder, its visible text, its alt text or title, its test id.
 * Exact names come before partial ones.
 */
export function strategiesFor(target: Target, action: ActionType): LocatorStep[] {
  const kind = target.kind ?? kindFor(action);
  // "the element "#status"": the selector the step gave, as Playwright reads one.
  if (kind === 'selector') return [{ by: 'css', selector: target.name }];
  // A role word with no name ("the dialog", "3 rows in the table") means any element of that kind. A table's rows
  // are its rows of data, as a person counts them: "the first row" is not its header.
  if (target.name === '') {
    const roles = kind === 'text' || kind === 'any' || kind === 'clickable' ? [] : ROLES[kind];
    return roles.map((role) => ({
      by: 'role',
      role,
      name: null,
      exact: false,
      ...(role === 'row' && { dataRows: true }),
    }));
  }
  // A quoted name is whole, in its own case first, then in any ("Save draft" drawn in capitals as "SAVE DRAFT").
  const passes: Pass[] = target.exact
    ? [{ exact: true }, { exact: true, caseless: true }]
    : [{ exact: true }, { exact: false }];
  const steps: LocatorStep[] = [];
  for (const pass of passes) {
    const { exact } = pass;
    const name = target.name;
    if (kind === 'text') {
      // Text on the page is found in part as whole words: "Lucky" is not shown by "Unlucky".
      steps.push(exact ? byText('text', name, pass) : { by: 'text', text: name, exact, words: true });
      continue;
    }
    if (kind === 'clickable') steps.push(...byRoles(CLICKABLE, name, pass));
    else if (kind === 'any') steps.push(...byRoles([...CLICKABLE, 'heading', 'textbox', 'img', 'dialog'], name, pass));
    else steps.push(...byRoles(ROLES[kind], name, pass));
    if (kind === 'any' || kind === 'clickable' || FIELD_KINDS.has(kind as TargetKind)) {
      steps.push(byText('label', name, pass));
    }
    if (kind === 'any' || kind === 'field' || kind === 'dropdown') steps.push(byText('placeholder', name, pass));
    if (kind === 'any' || kind === 'clickable' || kind === 'image') {
      steps.push(byText('alt', name, pass), byText('title', name, pass));
    }
    // An icon button ("⋮") is named by its content; its title is what a person reads on hovering it.
    if (kind === 'button' || kind === 'link') steps.push(byText('title', name, pass));
    // Part of a sentence is not something to click ("Sign in" in "Sign in to your account"): clicks
    // take visible text only when it is all the element says.
    if (kind === 'clickable' ? exact : kind === 'any' || kind === 'listitem' || kind === 'row' || kind === 'cell') {
      // In part, whole words first: "total" is the "Total: $42.00" beside a "Subtotal $40.00".
      if (!exact) steps.push({ by: 'text', text: name, exact: false, words: true });
      steps.push(byText('text', name, pass));
    }
  }
  // An icon is as often a button or link drawn as one, named by its aria-label or title: after every image.
  if (kind === 'image') for (const pass of passes) steps.push(...byRoles(['button', 'link'], target.name, pass));
  // "The next month arrow" of a calendar or a carousel: a button drawn as an arrow, or named Next.
  const arrow = ARROW_WORDS.exec(target.name);
  if (arrow && (action === 'click' || action === 'hover')) {
    const glyphs = /^(?:next|forward|right)$/i.test(arrow[1]!) ? NEXT_GLYPHS : PREVIOUS_GLYPHS;
    for (const glyph of glyphs) {
      steps.push(...byRoles(['button', 'link'], glyph, { exact: true }));
      steps.push({ by: 'text', text: glyph, exact: true, clickable: true });
    }
    if (arrow[2]) steps.push(...byRoles(['button', 'link'], `${arrow[1]} ${arrow[2]}`, { exact: false }));
  }
  // A chip's or a tag's remove control, drawn as ×: "Remove" finds it by its sign too.
  if (kind === 'button' && REMOVE_WORDS.test(target.name)) {
    for (const glyph of REMOVE_GLYPHS) {
      steps.push(...byRoles(['button'], glyph, { exact: true }), { by: 'text', text: glyph, exact: true });
    }
  }
  // A sign alone ("the × button") is a control however it is drawn, a span with a listener included.
  if ((kind === 'button' || kind === 'clickable') && /^[^\p{L}\p{N}\s]$/u.test(target.name) && action === 'click') {
    steps.push({ by: 'text', text: target.name, exact: true });
  }
  // An icon with no name at all is known by its class ("the info icon": <span class="info">ⓘ</span>, <i class="fa-info">).
  if (kind === 'image' && /^[a-z][\w-]*$/i.test(target.name)) {
    steps.push({ by: 'css', selector: `:is(i, svg, span, img, button, a, [role="img"])[class*="${target.name}" i]` });
  }
  // What looks like a button is often a link (and the other way), or a clickable element with no role at all: for a
  // click, after every pass of the kind named, the other kind, then the element whose whole text it is.
  // Tabs drawn as plain buttons (a segmented control): "Click the Payment history tab" is that button.
  if (kind === 'tab' && action === 'click') {
    for (const pass of passes) steps.push(...byRoles(['button', 'link'], target.name, pass));
  }
  if ((kind === 'button' || kind === 'link') && (action === 'click' || action === 'hover' || action === 'rightClick')) {
    for (const pass of passes) steps.push(...byRoles([kind === 'button' ? 'link' : 'button'], target.name, pass));
    for (const pass of passes) if (pass.exact) steps.push({ by: 'text', text: target.name, ...pass, clickable: true });
  }
  if (TOGGLE_KINDS.has(kind))
    steps.push(...passes.map((pass): LocatorStep => ({ by: 'labelText', text: target.name, ...pass })));
  // "Select "Express" from Shipping method": the choice may be a group of radio buttons (a fieldset by its legend).
  if (kind === 'dropdown' && action === 'select') {
    for (const pass of passes) steps.push(...byRoles(['radiogroup', 'group'], target.name, pass));
  }
  if (kind === 'field') steps.push(...editorSteps(target.name), ...credentialSteps(target.name));
  // ""Export CSV" should be visible": quoted words a check looks for may be part of a sentence, as whole words.
  if (kind === 'any' && target.exact) steps.push({ by: 'text', text: target.name, exact: false, words: true });
  if (!target.exact || /^[\w-]+$/.test(target.name)) steps.push({ by: 'testId', id: target.name });
  // "Click "Choose file" and pick "cv.pdf"": a button that opens the browser's file picker, or words on one.
  if (action === 'upload' && target.name !== '') {
    for (const pass of passes) steps.push(...byRoles(['button', 'link'], target.name, pass));
    steps.push({ by: 'text', text: target.name, exact: true, clickable: true });
  }
  if (action === 'upload') steps.push({ by: 'css', selector: 'input[type=file]' });
  return steps;
}
