import { z } from 'zod';

/**
 * What one plain-language step means, written once: the schema of the `Action` the parser produces and the runner
 * executes. Its TypeScript types (action.ts), the JSON schema a language model answers in (server/llm/actionSchema.ts)
 * and the check of a model's answer all come from here; each field says what it means in `.describe()`, so the
 * model reads it too.
 *
 * Strings may hold `{{…}}` variables; they are kept as written and replaced only when the step runs, so the same text
 * always parses to the same action.
 *
 * Server code only: the browser's editor imports the types (action.ts) and never this file, so zod stays out of the
 * app's scripts.
 */

/**
 * The strings an action holds, by what they hold. The grammar's actions take any string (they are the step's own
 * words); a model's answer is held to lengths (server/llm/actionSchema.ts), so the same schema is built twice.
 */
export interface StepStrings {
  /** An element's or a region's name: a label, a button's text, a placeholder. */
  name: z.ZodString;
  /** Words a step names: a text to see, a URL or path, an option, a file, a variable. */
  words: z.ZodString;
  /** What is typed: into a field, where the cursor is, or into a prompt; may be empty. */
  typed: z.ZodString;
  /** A key or chord in Playwright's names. */
  key: z.ZodString;
}

/** The schemas of a step's meaning, with these strings. */
export function stepSchemas(strings: StepStrings) {
  const TargetKindSchema = z.enum([
    'button',
    'link',
    'field',
    'slider',
    'checkbox',
    'radio',
    'switch',
    'dropdown',
    'option',
    'tab',
    'heading',
    'menuitem',
    'image',
    'row',
    'cell',
    'listitem',
    'dialog',
    'text',
    'selector',
  ]);

  const RegionSchema = z
    .strictObject({
      kind: z
        .enum([
          'dialog',
          'header',
          'footer',
          'navigation',
          'main',
          'sidebar',
          'form',
          'section',
          'table',
          'row',
          'list',
          'breadcrumb',
          'calendar',
          'pagination',
          'counter',
          'near',
        ])
        .describe(
          'The kind of part of the page; "near": the part of the page that holds the name; "pagination": the bar ' +
            'that pages a list, its text included; "counter": a number shown with its label (a dashboard card, a badge), ' +
            'named by the label.',
        ),
      name: strings.name.nullable().describe('A name the region was given ("in the \'Billing\' section"), or null.'),
      ordinal: z
        .int()
        .optional()
        .describe(
          '"In the second row": 1 for the first, -1 for the last, of the regions of this kind shown; absent when not given.',
        ),
    })
    .describe(
      'Where on the page to look ("in the dialog", "in the header", "in the \'Billing\' section"); "near": in the part ' +
        'of the page that holds the name ("the Add to cart button for "Blue shirt"", "… next to "Blue shirt"").',
    );

  const TargetSchema = z
    .strictObject({
      kind: TargetKindSchema.nullable().describe(
        'What kind of element the step named with a role word ("the Sign in *button*"); null when it named none; ' +
          '"selector": the name is a CSS selector or, after "xpath=", an XPath the step gave ("the element "#status"").',
      ),
      name: strings.name.describe("The quoted or bare name: a label, a button's text, a placeholder…"),
      exact: z.boolean().describe('A quoted name matches exactly; a bare one may match part of the name.'),
      ordinal: z
        .int()
        .nullable()
        .describe('1 for "the first", 2 for "the second" …, -1 for "the last"; null when not given.'),
      region: RegionSchema.nullable(),
    })
    .describe('The element a step acts on, as the user named it.');

  const AssertionSchema = z.discriminatedUnion('type', [
    z
      .strictObject({
        type: z.literal('text'),
        text: strings.words,
        present: z.boolean(),
        region: RegionSchema.nullable(),
      })
      .describe("\"I see 'Welcome'\" / \"I don't see 'Error'\" (optionally within a region)."),
    z
      .strictObject({
        type: z.literal('state'),
        target: TargetSchema,
        state: z.enum(['visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked', 'invalid', 'valid']),
      })
      .describe(
        '"the Save button is disabled"; "invalid": the field shows an error (aria-invalid, or the browser\'s own ' +
          'check once it was filled in).',
      ),
    z
      .strictObject({
        type: z.literal('value'),
        target: TargetSchema,
        value: strings.words,
        match: z.enum(['equals', 'contains', 'startsWith', 'endsWith']),
      })
      .describe(
        '"the Email field contains \'a@b.c\'" (contains) / "the Email field is \'a@b.c\'" (equals) / "the body starts ' +
          "with 'Dear'\" (startsWith) / \"… ends with '.pdf'\" (endsWith)",
      ),
    z
      .strictObject({
        type: z.literal('url'),
        value: strings.words,
        match: z.enum(['equals', 'contains', 'path', 'endsWith', 'excludes']),
      })
      .describe(
        '"the URL is /dashboard" / "the URL contains /dashboard"; "path": "I am on /dashboard" (the path is it, or ' +
          'under it) or "I am on the order history page" (a part of the path is order-history); "the URL ends with ' +
          '/done", "the URL does not contain /login".',
      ),
    z
      .strictObject({
        type: z.literal('title'),
        value: strings.words,
        match: z.enum(['equals', 'contains', 'startsWith', 'endsWith']),
      })
      .describe('"the title is \'Dashboard\'"'),
    z
      .strictObject({
        type: z.literal('count'),
        target: TargetSchema,
        count: z.number(),
        compare: z
          .enum(['atLeast', 'atMost', 'moreThan', 'fewerThan'])
          .optional()
          .describe('"more than 3 rows" (moreThan), "at least 3" (atLeast) …; absent: exactly that many.'),
        orShown: strings.words
          .optional()
          .describe(
            '"I should see 4 posts": the words ("4 posts") a page may show for the count instead of the items.',
          ),
      })
      .describe('"I see 3 rows in the table", "there should be more than 3 products"'),
    z
      .strictObject({
        type: z.literal('sorted'),
        by: strings.name
          .nullable()
          .describe(
            'The column, or the part of each entry, the order is by ("Price", "name"); null: each entry itself.',
          ),
        direction: z.enum(['ascending', 'descending']).nullable().describe('null: either order, as long as one holds.'),
        region: RegionSchema.nullable(),
      })
      .describe('"the products are sorted by price, highest first", "the list is in alphabetical order"'),
    z.strictObject({ type: z.literal('noConsoleErrors') }).describe('"there are no console errors"'),
    z
      .strictObject({ type: z.literal('loaded') })
      .describe(
        '"the page loaded successfully": its document answered, it is no not-found screen, nothing is still loading.',
      ),
    z
      .strictObject({ type: z.literal('imagesLoaded'), target: TargetSchema.nullable() })
      .describe(
        '"There should be no broken images", "The logo image is not broken": every image shown (or the one named) ' +
          'has loaded a picture.',
      ),
    z
      .strictObject({
        type: z.literal('message'),
        tone: z.enum(['success', 'error', 'warning', 'info']).nullable(),
        text: strings.words.nullable(),
        present: z.boolean(),
      })
      .describe(
        '"A success message appears", "an error is shown", "the toast says \'Saved\'": a message the page shows (an ' +
          "alert, a status, a toast, a banner, or the browser's own alert), by its kind (tone) and, when given, " +
          'its words; null for either: any.',
      ),
    z
      .strictObject({ type: z.literal('download'), name: strings.words.nullable() })
      .describe(
        '"The file report.csv should be downloaded", "A download should start": a file the page sent as a download.',
      ),
    z
      .strictObject({ type: z.literal('signedIn'), signedIn: z.boolean() })
      .describe(
        '"I should be logged in", "the user is logged out": whether the page shows someone signed in (a log-out ' +
          'control, even one inside a closed menu) or signed out (a sign-in form or a Log in button, and no log-out).',
      ),
    z
      .strictObject({ type: z.literal('step'), step: z.union([z.number(), z.string()]) })
      .describe(
        '"I am on step 2", "The current step is "Plan"": the wizard\'s current step (aria-current="step", or a step ' +
          'marked active) by its place or its name, or a "Step 2 of 3" shown.',
      ),
  ]);

  const SequenceSchema = z
    .strictObject({
      type: z.literal('sequence'),
      // Recursive: zod 4 reads a getter when it needs the schema, after ActionSchema below exists.
      get actions(): z.ZodArray<typeof ActionSchema> {
        return z.array(ActionSchema);
      },
    })
    .describe('"Type "Ber" into City and select "Berlin"": steps written as one line, run in turn as one step.');

  const ActionSchema = z.discriminatedUnion('type', [
    z
      .strictObject({ type: z.literal('navigate'), url: strings.words })
      .describe('A URL, or a path on the environment\'s URL ("/login").'),
    z.strictObject({ type: z.literal('click'), target: TargetSchema, clicks: z.literal([1, 2]) }),
    z.strictObject({ type: z.literal('fill'), target: TargetSchema, value: strings.typed }),
    z
      .strictObject({ type: z.literal('typeText'), value: strings.typed })
      .describe('"Type "hello"" with no field: typed, key by key, where the cursor is.'),
    z.strictObject({ type: z.literal('clear'), target: TargetSchema }),
    z.strictObject({ type: z.literal('select'), target: TargetSchema, option: strings.words }),
    z.strictObject({ type: z.literal('check'), target: TargetSchema, checked: z.boolean() }),
    z
      .strictObject({ type: z.literal('press'), key: strings.key, target: TargetSchema.nullable() })
      .describe('A key or chord in Playwright\'s names ("Enter", "Control+A"), into a target or the focused element.'),
    z.strictObject({ type: z.literal('hover'), target: TargetSchema }),
    z
      .strictObject({ type: z.literal('rightClick'), target: TargetSchema })
      .describe('"Right-click "report.pdf"": the context menu\'s click.'),
    z
      .strictObject({ type: z.literal('focus'), target: TargetSchema })
      .describe('"Focus the Email field": the cursor put in it, with nothing typed.'),
    z
      .strictObject({ type: z.literal('drag'), target: TargetSchema, to: TargetSchema })
      .describe('"Drag "Task 1" to the "Done" column": pressed on the one, moved over the other and let go.'),
    z
      .strictObject({
        type: z.literal('sort'),
        target: TargetSchema,
        direction: z.enum(['ascending', 'descending']).nullable(),
      })
      .describe(
        '"Sort the table by Price descending": a click on the column\'s header, repeated (three at most) until the ' +
          'column reads in that order; with no order given, one click.',
      ),
    z
      .strictObject({
        type: z.literal('adjust'),
        target: TargetSchema,
        direction: z.enum(['up', 'down']),
        times: z.number(),
        to: z.number().nullable(),
      })
      .describe(
        '"Increase the quantity to 3", "Decrease guests by 2": a stepper\'s + or − button (or a number field\'s ' +
          'arrow keys) pressed `times` times, or until the number reads `to`.',
      ),
    z
      .strictObject({ type: z.literal('pickDate'), month: z.number(), day: z.number(), year: z.number().nullable() })
      .describe(
        '"Choose December 17th in the date picker": the calendar a date field opens, turned to that month (1-12) and ' +
          'year (null for the nearest such month), and that day clicked.',
      ),
    z
      .strictObject({ type: z.literal('goToPage'), page: z.number() })
      .describe('"Go to page 2": the list\'s control for that page (a button or link named 2, or "Page 2").'),
    z
      .strictObject({ type: z.literal('upload'), target: TargetSchema, file: strings.words })
      .describe("A file from the test case's attachments, by name."),
    z.strictObject({ type: z.literal('wait'), seconds: z.number() }),
    z
      .strictObject({ type: z.literal('waitFor'), target: TargetSchema, state: z.enum(['visible', 'hidden']) })
      .describe('"wait until \'Saved\' appears" / "… disappears".'),
    z.strictObject({ type: z.literal('expect'), assertion: AssertionSchema }),
    z
      .strictObject({
        type: z.literal('signIn'),
        username: strings.words.nullable(),
        password: strings.words
          .optional()
          .describe(
            'One the step writes ("Log in with username tomsmith and password Secret!"), for an account not stored.',
          ),
        submit: z
          .literal(false)
          .optional()
          .describe('Only type the username and password, without signing in ("Enter username and password").'),
      })
      .describe("Sign in with the environment's stored test account (or the one with this username)."),
    z
      .strictObject({ type: z.literal('totp'), target: TargetSchema.nullable() })
      .describe('Enter the current two-factor code of the account signed in with (into a target, or the code field).'),
    z
      .discriminatedUnion('op', [
        z.strictObject({ type: z.literal('email'), op: z.literal('open') }),
        z.strictObject({ type: z.literal('email'), op: z.literal('clickLink'), linkText: strings.words.nullable() }),
        z.strictObject({ type: z.literal('email'), op: z.literal('readCode'), variable: strings.words }),
      ])
      .describe(
        'Mail of a generated-email test account: open the latest, click a link in it, or remember a code from it.',
      ),
    z
      .strictObject({ type: z.literal('remember'), target: TargetSchema, variable: strings.words })
      .describe('"remember the text of the Order number as order" → {{order}} in later steps.'),
    z
      .strictObject({ type: z.literal('history'), direction: z.enum(['back', 'forward']) })
      .describe('"Go back", "Go forward": the browser\'s history.'),
    z.strictObject({ type: z.literal('reload') }).describe('"Refresh the page".'),
    z
      .strictObject({ type: z.literal('scroll'), to: z.enum(['down', 'up', 'top', 'bottom']) })
      .describe('"Scroll down", "Scroll to the bottom".'),
    z
      .strictObject({ type: z.literal('scrollTo'), target: TargetSchema })
      .describe('"Scroll to "Contact us"": scrolls until the target is in view.'),
    z.strictObject({ type: z.literal('closeDialog') }).describe('"Close the dialog": its close button, or Escape.'),
    z
      .strictObject({
        type: z.literal('browserDialog'),
        accept: z.boolean(),
        text: strings.typed.optional().describe('What a prompt is answered with ("Type "hello" in the prompt").'),
      })
      .describe(
        '"Confirm the popup", "Dismiss the browser confirmation": the page\'s own alert or confirm (answered as the ' +
          "step says), or the page's dialog, by its OK or Cancel button.",
      ),
    z
      .strictObject({ type: z.literal('switchTab') })
      .describe('"Switch to the new tab": the steps follow a tab once it opens; this checks one did.'),
    z
      .strictObject({
        type: z.literal('addItem'),
        noun: strings.name.describe('What is added, as the step calls it ("todo", "task").'),
        value: strings.typed,
      })
      .describe(
        '"Add a todo "Buy milk"": typed into the field that adds one (named for it, or the page\'s one empty text ' +
          'field), then added by Enter or the Add button beside it.',
      ),
    z
      .strictObject({ type: z.literal('closeTab') })
      .describe('"Close the new tab": the tab the steps are on closes, and they go on in the tab before it.'),
    z
      .strictObject({ type: z.literal('acceptCookies') })
      .describe('"Accept the cookies": the button of a cookie banner that accepts them.'),
    z
      .strictObject({ type: z.literal('signOut') })
      .describe('"Log out": the app\'s own log-out or sign-out button, link or menu item.'),
    z
      .strictObject({ type: z.literal('waitForLoad') })
      .describe('"Wait for the page to load": its load event, then its requests settling for a moment.'),
    z
      .strictObject({ type: z.literal('search'), value: strings.typed, target: TargetSchema.nullable() })
      .describe('"Search for "shoes"": typed into the page\'s search field (or the one named), then Enter.'),
    z
      .strictObject({ type: z.literal('submitForm') })
      .describe('"Submit the form": the submit button of the form being filled in, or of the one form on the page.'),
    z
      .strictObject({ type: z.literal('openPage'), name: strings.words, path: strings.words })
      .describe('"Go to the Settings page": its link on the page, or else the path its name suggests.'),
    z
      .strictObject({ type: z.literal('screenshot') })
      .describe('"Take a screenshot": every step keeps one, so this step does nothing else.'),
    SequenceSchema,
  ]);

  const ParsedStepSchema = z
    .discriminatedUnion('ok', [
      z.strictObject({ ok: z.literal(true), action: ActionSchema }),
      z.strictObject({
        ok: z.literal(false),
        reason: z.string().describe('Why the line is not understood, in words a user reads under the step.'),
        suggestion: z
          .string()
          .nullable()
          .describe('The closest phrasing that would be understood, or null when none is near.'),
      }),
    ])
    .describe("One step's text, understood or not.");

  return { TargetKindSchema, RegionSchema, TargetSchema, AssertionSchema, ActionSchema, ParsedStepSchema };
}

/** The schemas of the actions the grammar produces: any string, as the step wrote it. */
export const { TargetKindSchema, RegionSchema, TargetSchema, AssertionSchema, ActionSchema, ParsedStepSchema } =
  stepSchemas({ name: z.string(), words: z.string(), typed: z.string(), key: z.string() });

/**
 * The values a schema's key takes: a literal's one, or every option's in a union (nested unions included). Zod keeps
 * them in `_zod.propValues` to pick a union's option by its key, which is exactly the list of kinds.
 */
export function kindsOf(schema: z.core.$ZodType, key = 'type'): string[] {
  return [...(schema._zod.propValues?.[key] ?? [])].map(String);
}

/** Every kind of action, in the schema's order. */
export const ACTION_TYPES = kindsOf(ActionSchema) as readonly z.output<typeof ActionSchema>['type'][];
/** Every kind of check an `expect` makes. */
export const ASSERTION_TYPES = kindsOf(AssertionSchema) as readonly z.output<typeof AssertionSchema>['type'][];
/** Every role word's kind of element. */
export const TARGET_KINDS = TargetKindSchema.options;
/** Every kind of region. */
export const REGION_KINDS = RegionSchema.shape.kind.options;
