import type { Page } from 'playwright-core';
import { parseStep } from '../../src/steps/index.ts';
import { navigate } from '../runner/execute/navigation.ts';
import { runAction } from '../runner/execute/runAction.ts';
import { inPage } from '../runner/pageScripts.ts';
import { Variables } from '../runner/variables.ts';
import type { StepContext } from '../runner/execute/stepContext.ts';
import { openBrowsing, type BrowsingInput } from './browsing.ts';
import { probeEntry, probePager, probeSwitch, type ProbedBehaviour, type Probing } from './behaviours.ts';
import {
  quotable,
  quoted,
  type Exploration,
  type ExploredPage,
  type FollowedLink,
  type ProbedForm,
  type SignInFound,
} from './drafts.ts';
import { fieldsToFill, fillStep } from './fieldValues.ts';
import { probeFilter, probeItems, probeSearch, probeSort } from './listBehaviours.ts';
import {
  findingsOf,
  type FormFinding,
  type ListFinding,
  type PageFindings,
  type PagerFinding,
  type SwitchFinding,
} from './pageFindings.ts';

export interface ExploreInput extends BrowsingInput {
  maxPages: number;
  /** Told of each page as it is seen, so the user watches the exploration go. */
  onPage(page: ExploredPage): Promise<void>;
}

/** How far from the first page the explorer follows links. */
const MAX_DEPTH = 3;
/** Forms filled and sent, and main links followed, at most. */
const MAX_FORMS = 6;
const MAX_LINKS = 5;
/** Fields that add items, lists' pagers, and tabs or menu entries tried, at most. */
const MAX_ENTRIES = 2;
const MAX_PAGERS = 2;
const MAX_SWITCHES = 4;
const MAX_LISTS = 2;
const STEP_MS = 8000;
/** How long a sign-in may take to leave its page. */
const SIGN_IN_MS = 10_000;
/** The whole exploration ends by then, whatever is left: it should take a few minutes at most. */
const BUDGET_MS = 4 * 60 * 1000;
/** Reads of a page's text, this far apart, until two agree. */
const STABLE_READS = 10;
const STABLE_MS = 400;
/** How long a change must stay on the page to be worth checking in a test. */
const TRANSIENT_MS = 2500;
/** Words of a form refusing its input. */
const REFUSAL =
  /\b(required|invalid|must|error|failed|not allowed|at least|at most|too (short|long)|incorrect|wrong)\b/i;
/** Text a page shows while it works, not what it ends with. */
const BUSY = /(\.\.\.|…)$|^(loading|sending|saving|submitting|please wait)\b/i;
/** How long a page may keep loading things after its load event before it is read anyway. */
const SETTLE_MS = 1500;

/** Buttons the explorer never presses: what they do cannot be undone, or leaves the session. */
const DESTRUCTIVE = /delete|remove|cancel|unsubscribe|pay|buy|purchase|checkout|order|log ?out|sign ?out/i;
/** A form with a password that creates an account rather than signing in to one. */
const SIGN_UP = /sign ?up|register|create|join|get started/i;

const isSignIn = (form: FormFinding) => form.passwords === 1 && !SIGN_UP.test(form.submit ?? '');
const SIGN_OUT = /log ?out|sign ?out/i;
const DOWNLOAD = /\.(pdf|zip|gz|tar|dmg|exe|msi|csv|xlsx?|docx?|pptx?|png|jpe?g|gif|svg|mp4|mp3)$/i;

/** A value typed into a form, and the variable that stands for it in a step. */
interface Typed {
  variable: string;
  value: string;
}

/** Where a probe starts: a view, and whether reaching it needs the sign-in. */
interface Where {
  path: string;
  signedIn: boolean;
}

interface FormCandidate {
  path: string;
  signedIn: boolean;
  name: string;
  form: FormFinding;
}

/** A field that asks for a one-time code after the password. */
const CODE_FIELD = 'input[autocomplete="one-time-code"], input[name*="code" i], input[name*="otp" i]';
const TOTP_STEP = 'Enter the two-factor code';

/** A hash that is a route (`#/posts`, `#!/posts`) names a view of its own; `#top` or `#/` is the same view. */
const routeOf = (url: URL) => (/^#!?\/./.test(url.hash) ? url.hash : '');
/** A view's address on the origin: its path and query, and its hash when that is a route. */
const pathOf = (url: URL) => `${url.pathname}${url.search}${routeOf(url)}`;

/** Pages of one template (/products/1, /products/2 …) say the same: a few of each are enough. */
const PER_TEMPLATE = 2;
const ID = /\/(\d+|[0-9a-f]{8}-[0-9a-f-]{27,}|[0-9a-f]{16,})(?=\/|$)/gi;
export const templateOf = (url: URL) =>
  url.pathname.replace(ID, '/:id') + [...url.searchParams.keys()].sort().join('&') + routeOf(url).replace(ID, '/:id');

/** Runs in the page: the cells of each row of data of its first visible table with two rows or more. */
const tableRows = inPage((): string[][] => {
  interface Cell {
    innerText: string;
    querySelector(selector: string): Cell | null;
    querySelectorAll(selector: string): ArrayLike<Cell>;
    getBoundingClientRect(): { width: number; height: number };
  }
  const doc = (globalThis as unknown as { document: Cell }).document;
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const rowsOf = (table: Cell) =>
    Array.from(table.querySelectorAll('tr')).filter((r) => r.querySelector('td') !== null);
  const table = Array.from(doc.querySelectorAll('table')).find((t) => {
    const box = t.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && rowsOf(t).length >= 1;
  });
  return table ? rowsOf(table).map((r) => Array.from(r.querySelectorAll('td')).map((td) => clean(td.innerText))) : [];
});

class Explorer {
  private readonly origin: string;
  private readonly deadline = Date.now() + BUDGET_MS;
  private consoleErrors = 0;
  readonly pages: ExploredPage[] = [];
  private readonly findings = new Map<string, PageFindings>();
  private signIn: SignInFound | null = null;
  private cookieStep: string | null = null;
  private signedIn = false;
  /** Paths known before signing in: those are public whatever is seen after. */
  private publicPaths = new Set<string>();
  private readonly forms: FormCandidate[] = [];
  private readonly navLinks: { fromPath: string; name: string; toPath: string; role: string }[] = [];
  /** What the last page opened answered (null for a change of hash), and the views that answered an error. */
  private lastStatus: number | null = null;
  private readonly missing = new Set<string>();
  private readonly entries: (Where & { field: string })[] = [];
  private readonly pagers: (Where & { pager: PagerFinding })[] = [];
  private readonly switches: (Where & { control: SwitchFinding; heading: string | null })[] = [];
  private readonly lists: (Where & { list: ListFinding; heading: string | null })[] = [];

  constructor(
    private readonly input: ExploreInput,
    private readonly page: Page,
    private readonly ctx: StepContext,
  ) {
    this.origin = new URL(input.environmentUrl).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors++;
    });
    page.on('pageerror', () => this.consoleErrors++);
  }

  private get over() {
    return this.input.signal.aborted || Date.now() > this.deadline;
  }

  /** Performs one step as a run would, within the step's limit; false when it did not work. */
  private async perform(step: string): Promise<boolean> {
    const parsed = parseStep(step);
    if (!parsed.ok) return false;
    this.ctx.deadline = Math.min(Date.now() + STEP_MS, this.deadline);
    this.ctx.cached = null;
    return runAction(this.ctx, parsed.action).then(
      () => true,
      () => false,
    );
  }

  private async open(path: string): Promise<boolean> {
    this.ctx.deadline = Math.min(Date.now() + 15_000, this.deadline);
    try {
      this.lastStatus = await navigate(this.ctx, new URL(path, this.origin).href);
    } catch {
      return false;
    }
    await this.page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    return true;
  }

  private async settle() {
    await this.page.waitForLoadState('load', { timeout: 5000 }).catch(() => undefined);
    await this.page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  }

  /** The page's lines of text once they stop changing (a busy "Sending…" gives way to the answer). */
  private async settledTexts(): Promise<string[]> {
    let last: string[] | null = null;
    for (let i = 0; i < STABLE_READS; i++) {
      const texts = (await findingsOf(this.page).catch(() => null))?.texts ?? [];
      if (last && texts.join('\n') === last.join('\n')) return texts;
      last = texts;
      await this.page.waitForTimeout(STABLE_MS);
    }
    return last ?? [];
  }

  /** What changed after an action, as a step that checks it: a new page, else new text; null when nothing showed. */
  private async observe(beforePath: string, before: Set<string>, typed: Typed[] = []): Promise<string | null> {
    await this.settle();
    const texts = await this.settledTexts();
    const now = new URL(this.page.url());
    if (now.origin === this.origin && pathOf(now) !== beforePath)
      return `The URL contains ${now.pathname}${routeOf(now)}`;
    const candidates = texts.filter((t) => !before.has(t) && t.length >= 3 && quotable(t) && !BUSY.test(t));
    if (candidates.length === 0) return null;
    // A toast that closes by itself may be gone before a run's next step looks: keep what stays.
    await this.page.waitForTimeout(TRANSIENT_MS);
    const still = new Set(await this.settledTexts());
    // What was typed reads back as its variable ("Thanks, {{random.name}}!"): new at every run, and
    // the best proof that the submission went through.
    const fresh = candidates
      .filter((t) => still.has(t))
      .map((t) => typed.reduce((x, v) => x.replaceAll(v.value, v.variable), t));
    const echoes = fresh.filter((t) => typed.some((v) => t.includes(v.variable)));
    // A sentence ("Saved.", "Name is required") says more than a changed label or avatar's initials.
    const shown = echoes[0] ?? fresh.find((t) => t.includes(' ')) ?? fresh[0];
    return shown ? `I see ${quoted(shown)}` : null;
  }

  /** Breadth-first over same-origin pages, signing in where a sign-in form shows. */
  async crawl(): Promise<void> {
    const start = new URL(this.input.environmentUrl);
    const queue: { path: string; depth: number }[] = [{ path: pathOf(start), depth: 0 }];
    const queued = new Set([pathOf(start)]);
    const templates = new Map<string, number>();
    while (queue.length > 0 && this.pages.length < this.input.maxPages && !this.over) {
      const { path, depth } = queue.shift()!;
      const errorsBefore = this.consoleErrors;
      if (!(await this.open(path))) continue;
      const landed = new URL(this.page.url());
      const finalPath = pathOf(landed);
      if (landed.origin !== this.origin || this.findings.has(finalPath)) continue;
      const findings = await findingsOf(this.page).catch(() => null);
      if (!findings) continue;
      this.findings.set(finalPath, findings);
      if ((this.lastStatus ?? 200) >= 400) this.missing.add(finalPath);
      if (!this.cookieStep && findings.cookieButton && quotable(findings.cookieButton)) {
        const step = `Click the ${quoted(findings.cookieButton)} button`;
        if (await this.perform(step)) this.cookieStep = step;
      }
      const seen: ExploredPage = {
        path: finalPath,
        title: findings.title,
        heading: findings.heading,
        consoleErrors: this.consoleErrors - errorsBefore,
        signedIn: this.signedIn && !this.publicPaths.has(finalPath),
      };
      this.pages.push(seen);
      await this.input.onPage(seen);

      for (const link of findings.links) {
        let url: URL;
        try {
          url = new URL(link.href);
        } catch {
          continue;
        }
        if (url.origin !== this.origin || SIGN_OUT.test(link.name) || SIGN_OUT.test(url.pathname)) continue;
        if (DOWNLOAD.test(url.pathname)) continue;
        const target = pathOf(url);
        if (depth === 0 && link.inNav && link.sameName === 1 && quotable(link.name) && target !== finalPath) {
          this.navLinks.push({ fromPath: finalPath, name: link.name, toPath: target, role: link.role ?? 'link' });
        }
        const template = templateOf(url);
        if (!queued.has(target) && depth + 1 <= MAX_DEPTH && (templates.get(template) ?? 0) < PER_TEMPLATE) {
          queued.add(target);
          templates.set(template, (templates.get(template) ?? 0) + 1);
          queue.push({ path: target, depth: depth + 1 });
        }
      }
      this.noteBehaviours({ path: finalPath, signedIn: seen.signedIn }, findings);
      for (const form of findings.forms) {
        if (isSignIn(form)) {
          if (!this.signIn && this.input.accounts.length > 0) {
            const landing = await this.trySignIn(finalPath, queued);
            if (landing && !queued.has(landing)) {
              queued.add(landing);
              queue.unshift({ path: landing, depth: depth + 1 });
            }
          }
          continue;
        }
        if (!form.submit || !quotable(form.submit) || DESTRUCTIVE.test(form.submit)) continue;
        this.forms.push({ path: finalPath, signedIn: seen.signedIn, name: findings.heading ?? form.submit, form });
      }
    }
  }

  /** Keeps what on a view may do something worth a test, once each (one app's views share their menu and fields). */
  private noteBehaviours(where: Where, findings: PageFindings) {
    for (const field of findings.entryFields) {
      if (!this.entries.some((e) => e.field === field)) this.entries.push({ ...where, field });
    }
    if (findings.pager && !this.pagers.some((x) => x.path === where.path)) {
      this.pagers.push({ ...where, pager: findings.pager });
    }
    for (const control of findings.switches) {
      if (!this.switches.some((x) => x.control.name === control.name)) {
        this.switches.push({ ...where, control, heading: findings.heading });
      }
    }
    if (findings.list && !this.lists.some((x) => x.path === where.path)) {
      this.lists.push({ ...where, list: findings.list, heading: findings.heading });
    }
  }

  /** Signs in with the stored account on the page's form; answers where it led, or null if it did not work. */
  private async trySignIn(path: string, known: Set<string>): Promise<string | null> {
    const steps = ['Sign in'];
    if (!(await this.perform('Sign in'))) return this.signInFailed(path);
    await this.leave(path, 'input[type=password]');
    if (this.ctx.currentAccount?.totpSecret && (await this.visible(CODE_FIELD))) {
      const codePath = pathOf(new URL(this.page.url()));
      const submit = (await findingsOf(this.page).catch(() => null))?.forms.find((f) => f.submit)?.submit;
      const verify = submit && quotable(submit) ? `Click the ${quoted(submit)} button` : null;
      if (!verify || !(await this.perform(TOTP_STEP)) || !(await this.perform(verify))) return this.signInFailed(path);
      steps.push(TOTP_STEP, verify);
      await this.leave(codePath, CODE_FIELD);
    }
    const landing = new URL(this.page.url());
    if (pathOf(landing) === path && (await this.visible('input[type=password]'))) return this.signInFailed(path);
    const findings = await findingsOf(this.page).catch(() => null);
    this.signIn = { path, steps, landingPath: landing.pathname, landingHeading: findings?.heading ?? null };
    this.signedIn = true;
    this.publicPaths = new Set([...known, ...this.findings.keys()]);
    this.publicPaths.delete(pathOf(landing));
    return pathOf(landing);
  }

  /**
   * Waits until a sign-in has left its page (an app's sign-in may take seconds: a slow password hash,
   * then a client-side route change) or no longer shows the field it asked for.
   */
  private async leave(path: string, field: string): Promise<void> {
    const until = Date.now() + SIGN_IN_MS;
    while (Date.now() < until) {
      if (pathOf(new URL(this.page.url())) !== path || !(await this.visible(field))) break;
      await this.page.waitForTimeout(250);
    }
    await this.settle();
  }

  private async signInFailed(path: string): Promise<null> {
    await this.open(path);
    return null;
  }

  private visible(selector: string): Promise<boolean> {
    return this.page
      .locator(selector)
      .filter({ visible: true })
      .count()
      .then((n) => n > 0)
      .catch(() => false);
  }

  /** Sends each form empty (when it has required fields) and filled, keeping the steps that worked. */
  async probeForms(): Promise<ProbedForm[]> {
    const probed: ProbedForm[] = [];
    for (const candidate of this.forms.slice(0, MAX_FORMS)) {
      if (this.over) break;
      const submit = `Click the ${quoted(candidate.form.submit!)} button`;
      let refused: string[] | null = null;
      if (candidate.form.fields.some((f) => f.required) && (await this.open(candidate.path))) {
        const before = new Set((await findingsOf(this.page)).texts);
        if (await this.perform(submit)) {
          const shown = await this.observe(candidate.path, before);
          if (shown && !shown.startsWith('The URL')) refused = [submit, shown];
        }
      }
      probed.push({ ...candidate, refused, accepted: await this.probeValid(candidate, submit) });
    }
    return probed;
  }

  private async probeValid(candidate: FormCandidate, submit: string): Promise<string[] | null> {
    const steps = fieldsToFill(candidate.form).map(fillStep);
    if (steps.length === 0 || steps.some((s) => s === null)) return null;
    if (!(await this.open(candidate.path))) return null;
    for (const step of steps) if (!(await this.perform(step!))) return null;
    const before = new Set((await findingsOf(this.page)).texts);
    if (!(await this.perform(submit))) return null;
    const typed = ['{{random.email}}', '{{random.name}}'].map((variable) => ({
      variable,
      value: this.ctx.variables.fill(variable),
    }));
    const shown = await this.observe(candidate.path, before, typed);
    // What shows may be the form refusing what the explorer typed: that is no accepted submission.
    if (!shown || REFUSAL.test(shown)) return null;
    return [...(steps as string[]), submit, shown];
  }

  /**
   * Follows each main navigation entry from the first view as a test would, checking where it led by its
   * address and its heading; keeps the ones whose steps all worked.
   */
  async followLinks(): Promise<FollowedLink[]> {
    const byPath = new Map(this.pages.map((p) => [p.path, p]));
    const followed: FollowedLink[] = [];
    for (const link of this.navLinks) {
      const to = byPath.get(link.toPath);
      if (followed.length >= MAX_LINKS || this.over) break;
      // A menu entry that leads to "Page not found" is a broken entry, not a path worth a passing test.
      if (!to || this.missing.has(to.path) || !quotable(to.heading)) continue;
      if (followed.some((f) => f.toPath === to.path)) continue;
      const word = link.role === 'menuitem' ? 'menu item' : link.role === 'tab' ? 'tab' : 'link';
      const steps = [
        `Click the ${quoted(link.name)} ${word}`,
        `The URL contains ${to.path}`,
        `I see the ${quoted(to.heading)} heading`,
      ];
      if (!(await this.open(link.fromPath))) continue;
      let worked = true;
      for (const step of steps) if (worked) worked = await this.perform(step);
      if (!worked) continue;
      followed.push({
        fromPath: link.fromPath,
        name: link.name,
        toPath: to.path,
        toHeading: to.heading,
        signedIn: to.signedIn,
        steps,
      });
    }
    return followed;
  }

  /** What the probes of behaviours use of this explorer. */
  private probing(): Probing {
    return {
      open: (path) => this.open(path),
      perform: (step) => this.perform(step),
      texts: () => this.settledTexts(),
      added: async (before) => {
        await this.settle();
        const candidates = (await this.settledTexts()).filter((t) => !before.has(t) && !BUSY.test(t));
        if (candidates.length === 0) return [];
        await this.page.waitForTimeout(TRANSIENT_MS);
        const still = new Set(await this.settledTexts());
        return candidates.filter((t) => still.has(t));
      },
      fill: (variable) => this.ctx.variables.fill(variable),
      rows: async () => {
        await this.settle();
        await this.settledTexts();
        return this.page.evaluate(tableRows).catch(() => []);
      },
      forms: async () => (await findingsOf(this.page).catch(() => null))?.forms ?? [],
      renew: () => {
        this.ctx.variables = new Variables(this.input.environmentUrl, () => this.ctx.currentAccount, this.input.totp);
      },
    };
  }

  /**
   * Tries what the views offer beyond links and forms: a field that adds items, a list's pager, tabs, and a table's
   * search, filters, sorting, and the items it lists created, edited and deleted.
   */
  async probeBehaviours(): Promise<ProbedBehaviour[]> {
    const p = this.probing();
    const found: ProbedBehaviour[] = [];
    const keep = (b: ProbedBehaviour | null) => {
      if (b) found.push(b);
    };
    const at = (x: Where): Where => ({ path: x.path, signedIn: x.signedIn });
    for (const x of this.entries.slice(0, MAX_ENTRIES)) if (!this.over) keep(await probeEntry(p, at(x), x.field));
    for (const x of this.pagers.slice(0, MAX_PAGERS)) if (!this.over) keep(await probePager(p, at(x), x.pager));
    for (const x of this.switches.slice(0, MAX_SWITCHES)) {
      if (!this.over) keep(await probeSwitch(p, at(x), x.control, x.heading));
    }
    for (const x of this.lists.slice(0, MAX_LISTS)) {
      const list = { ...at(x), name: x.heading ?? 'the list', finding: x.list };
      for (const probe of [probeSearch, probeFilter, probeSort]) if (!this.over) keep(await probe(p, list));
      if (!this.over) found.push(...(await probeItems(p, list)));
    }
    return found;
  }

  result(forms: ProbedForm[], links: FollowedLink[], behaviours: ProbedBehaviour[]): Exploration {
    return {
      pages: this.pages,
      forms,
      links,
      behaviours,
      signIn: this.signIn,
      cookieStep: this.cookieStep,
    };
  }
}

/**
 * Explores an environment in a fresh browser context, as a first-time visitor would: same-origin
 * pages breadth-first, a few levels deep and within a page count and a time budget; the stored test
 * account signs in where a sign-in form shows; forms are sent empty and then filled. Every step it
 * proposes is one it performed here, through the runner's own actions.
 */
export async function explore(input: ExploreInput): Promise<Exploration> {
  const browsing = await openBrowsing(input);
  try {
    const explorer = new Explorer(input, browsing.page, browsing.ctx);
    await explorer.crawl();
    const forms = await explorer.probeForms();
    const links = await explorer.followLinks();
    return explorer.result(forms, links, await explorer.probeBehaviours());
  } finally {
    await browsing.close();
  }
}
