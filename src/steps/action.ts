/**
 * What one plain-language step means: the typed `Action` the parser produces and the runner executes.
 * Strings may hold `{{…}}` variables; they are kept as written and replaced only when the step runs,
 * so the same text always parses to the same action.
 */

/** What kind of element the step named with a role word ("the Sign in *button*"); null when it named none. */
export type TargetKind =
  | 'button'
  | 'link'
  | 'field'
  | 'slider'
  | 'checkbox'
  | 'radio'
  | 'switch'
  | 'dropdown'
  | 'option'
  | 'tab'
  | 'heading'
  | 'menuitem'
  | 'image'
  | 'row'
  | 'cell'
  | 'listitem'
  | 'dialog'
  | 'text';

/**
 * Where on the page to look ("in the dialog", "in the header", "in the 'Billing' section"); `near`: in the part of the
 * page that holds the name ("the Add to cart button for "Blue shirt"", "… next to "Blue shirt"").
 */
export interface Region {
  kind:
    | 'dialog'
    | 'header'
    | 'footer'
    | 'navigation'
    | 'main'
    | 'sidebar'
    | 'form'
    | 'section'
    | 'table'
    | 'row'
    | 'list'
    | 'breadcrumb'
    | 'calendar'
    | 'near';
  /** A name the region was given ("in the 'Billing' section"), or null. */
  name: string | null;
  /** "In the second row": 1 for the first, -1 for the last, of the regions of this kind shown; absent when not given. */
  ordinal?: number;
}

/** The element a step acts on, as the user named it. */
export interface Target {
  kind: TargetKind | null;
  /** The quoted or bare name: a label, a button's text, a placeholder… */
  name: string;
  /** A quoted name matches exactly; a bare one may match part of the name. */
  exact: boolean;
  /** 1 for "the first", 2 for "the second" …, -1 for "the last"; null when not given. */
  ordinal: number | null;
  region: Region | null;
}

export type Assertion =
  /** "I see 'Welcome'" / "I don't see 'Error'" (optionally within a region). */
  | { type: 'text'; text: string; present: boolean; region: Region | null }
  /** "the Save button is disabled" */
  /** "invalid": the field shows an error (aria-invalid, or the browser's own check once it was filled in). */
  | {
      type: 'state';
      target: Target;
      state: 'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked' | 'invalid' | 'valid';
    }
  /** "the Email field contains 'a@b.c'" (contains) / "the Email field is 'a@b.c'" (equals) */
  | { type: 'value'; target: Target; value: string; match: 'equals' | 'contains' }
  /**
   * "the URL is /dashboard" / "the URL contains /dashboard"; `path`: "I am on /dashboard" (the path is it, or under
   * it) or "I am on the order history page" (a part of the path is order-history); "the URL ends with /done", "the URL
   * does not contain /login".
   */
  | { type: 'url'; value: string; match: 'equals' | 'contains' | 'path' | 'endsWith' | 'excludes' }
  /** "the title is 'Dashboard'" */
  | { type: 'title'; value: string; match: 'equals' | 'contains' }
  /** "I see 3 rows in the table" */
  | { type: 'count'; target: Target; count: number }
  /** "there are no console errors" */
  | { type: 'noConsoleErrors' }
  /** "the page loaded successfully": its document answered, it is no not-found screen, nothing is still loading. */
  | { type: 'loaded' }
  /**
   * "There should be no broken images", "The logo image is not broken": every image shown (or the one named) has
   * loaded a picture.
   */
  | { type: 'imagesLoaded'; target: Target | null }
  /** "The file report.csv should be downloaded", "A download should start": a file the page sent as a download. */
  | { type: 'download'; name: string | null }
  /**
   * "I am on step 2", "The current step is "Plan"": the wizard's current step (aria-current="step", or a step marked
   * active) by its place or its name, or a "Step 2 of 3" shown.
   */
  | { type: 'step'; step: number | string };

export type Action =
  /** A URL, or a path on the environment's URL ("/login"). */
  | { type: 'navigate'; url: string }
  | { type: 'click'; target: Target; clicks: 1 | 2 }
  | { type: 'fill'; target: Target; value: string }
  /** "Type "hello"" with no field: typed, key by key, where the cursor is. */
  | { type: 'typeText'; value: string }
  | { type: 'clear'; target: Target }
  | { type: 'select'; target: Target; option: string }
  | { type: 'check'; target: Target; checked: boolean }
  /** A key or chord in Playwright's names ("Enter", "Control+A"), into a target or the focused element. */
  | { type: 'press'; key: string; target: Target | null }
  | { type: 'hover'; target: Target }
  /** "Right-click "report.pdf"": the context menu's click. */
  | { type: 'rightClick'; target: Target }
  /** "Focus the Email field": the cursor put in it, with nothing typed. */
  | { type: 'focus'; target: Target }
  /** "Drag "Task 1" to the "Done" column": pressed on the one, moved over the other and let go. */
  | { type: 'drag'; target: Target; to: Target }
  /**
   * "Sort the table by Price descending": a click on the column's header, repeated (three at most) until the
   * column reads in that order; with no order given, one click.
   */
  | { type: 'sort'; target: Target; direction: 'ascending' | 'descending' | null }
  /**
   * "Increase the quantity to 3", "Decrease guests by 2": a stepper's + or − button (or a number field's arrow keys)
   * pressed `times` times, or until the number reads `to`.
   */
  | { type: 'adjust'; target: Target; direction: 'up' | 'down'; times: number; to: number | null }
  /**
   * "Choose December 17th in the date picker": the calendar a date field opens, turned to that month (1-12) and year
   * (null for the nearest such month), and that day clicked.
   */
  | { type: 'pickDate'; month: number; day: number; year: number | null }
  /** "Go to page 2": the list's control for that page (a button or link named 2, or "Page 2"). */
  | { type: 'goToPage'; page: number }
  /** A file from the test case's attachments, by name. */
  | { type: 'upload'; target: Target; file: string }
  | { type: 'wait'; seconds: number }
  /** "wait until 'Saved' appears" / "… disappears". */
  | { type: 'waitFor'; target: Target; state: 'visible' | 'hidden' }
  | { type: 'expect'; assertion: Assertion }
  /** Sign in with the environment's stored test account (or the one with this username). */
  /** `password`: one the step writes ("Log in with username tomsmith and password Secret!"), for an account not stored. */
  | { type: 'signIn'; username: string | null; password?: string }
  /** Enter the current two-factor code of the account signed in with (into a target, or the code field). */
  | { type: 'totp'; target: Target | null }
  /** Mail of a generated-email test account: open the latest, click a link in it, or remember a code from it. */
  | { type: 'email'; op: 'open' }
  | { type: 'email'; op: 'clickLink'; linkText: string | null }
  | { type: 'email'; op: 'readCode'; variable: string }
  /** "remember the text of the Order number as order" → {{order}} in later steps. */
  | { type: 'remember'; target: Target; variable: string }
  /** "Go back", "Go forward": the browser's history. */
  | { type: 'history'; direction: 'back' | 'forward' }
  /** "Refresh the page". */
  | { type: 'reload' }
  /** "Scroll down", "Scroll to the bottom"; "Scroll to "Contact us"" scrolls until the target is in view. */
  | { type: 'scroll'; to: 'down' | 'up' | 'top' | 'bottom' }
  | { type: 'scrollTo'; target: Target }
  /** "Close the dialog": its close button, or Escape. */
  | { type: 'closeDialog' }
  /**
   * "Confirm the popup", "Dismiss the browser confirmation": the page's own alert or confirm (answered as the step
   * says), or the page's dialog, by its OK or Cancel button. `text`: what a prompt is answered with ("Type "hello" in
   * the prompt").
   */
  | { type: 'browserDialog'; accept: boolean; text?: string }
  /** "Switch to the new tab": the steps follow a tab once it opens; this checks one did. */
  | { type: 'switchTab' }
  /** "Accept the cookies": the button of a cookie banner that accepts them. */
  | { type: 'acceptCookies' }
  /** "Log out": the app's own log-out or sign-out button, link or menu item. */
  | { type: 'signOut' }
  /** "Wait for the page to load": its load event, then its requests settling for a moment. */
  | { type: 'waitForLoad' }
  /** "Search for "shoes"": typed into the page's search field (or the one named), then Enter. */
  | { type: 'search'; value: string; target: Target | null }
  /** "Submit the form": the submit button of the form being filled in, or of the one form on the page. */
  | { type: 'submitForm' }
  /** "Go to the Settings page": its link on the page, or else the path its name suggests. */
  | { type: 'openPage'; name: string; path: string }
  /** "Take a screenshot": every step keeps one, so this step does nothing else. */
  | { type: 'screenshot' }
  /** "Type "Ber" into City and select "Berlin"": steps written as one line, run in turn as one step. */
  | { type: 'sequence'; actions: Action[] };

export type ActionType = Action['type'];

/** One step's text, understood or not. */
export type ParsedStep =
  | { ok: true; action: Action }
  | {
      ok: false;
      /** Why the line is not understood, in words a user reads under the step. */
      reason: string;
      /** The closest phrasing that would be understood, or null when none is near. */
      suggestion: string | null;
    };
