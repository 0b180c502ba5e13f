import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { busyProject, LONG_TITLE, type BusyProject } from './busyProject.ts';
import { layoutFaults } from './layoutFaults.ts';

// The phone layout (issue 39): every screen at 390 × 844 with nothing scrolling sideways and no text cut
// off, the header's actions and /live-test in reach, tables as cards, settings with a selector for a menu;
// and the wide layout as it was.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

let fixture: FixtureApp;
let busy: BusyProject;
test.beforeAll(async ({ playwright }, testInfo) => {
  // Two runs wait for the runner's Chromium, which a loaded machine is slow to start.
  test.setTimeout(180_000);
  fixture = await startFixtureApp();
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  busy = await busyProject(request, fixture);
  await request.dispose();
});
test.afterAll(async () => {
  await fixture?.close();
});

async function signInAs(page: Page) {
  await page.addInitScript((token) => sessionStorage.setItem('token', token), busy.token);
}

/** Opens `path` and waits until its page has drawn what it loads. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function expectToFit(page: Page, what: string) {
  expect(await page.evaluate(layoutFaults), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

interface Screen {
  path: () => string;
  /** What to open on the screen before looking, and what to call it. */
  then?: { name: string; act: (page: Page) => Promise<void> };
}

const SIGNED_IN: Screen[] = [
  { path: () => '/dashboard' },
  {
    path: () => '/test-cases',
    then: {
      name: 'every test case opened to its steps',
      act: async (page) => {
        for (const item of await page.locator('.mantine-Accordion-control').all()) await item.click();
        await expect(page.getByRole('list', { name: `Steps of ${LONG_TITLE}` })).toBeVisible();
      },
    },
  },
  {
    path: () => '/test-cases',
    then: {
      name: 'the Create a Test dialog',
      act: async (page) => {
        await page.getByRole('button', { name: 'Add Test Case' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Create a Test' }).getByText('From a goal')).toBeVisible();
      },
    },
  },
  { path: () => '/results' },
  { path: () => '/test-results' },
  {
    path: () => '/issues',
    then: {
      name: 'every issue opened',
      act: async (page) => {
        for (const item of await page.locator('.mantine-Accordion-control').all()) await item.click();
        await expect(page.getByRole('link', { name: 'Test Again' }).first()).toBeVisible();
      },
    },
  },
  { path: () => busy.issuePath },
  { path: () => `/live-test?run=${busy.passedRun}` },
  ...['Console', 'Network', 'Test & Agent', 'Graph'].map((tab) => ({
    path: () => `/live-test?run=${busy.failedRun}`,
    then: { name: `its ${tab} tab`, act: (page: Page) => page.getByRole('tab', { name: tab }).click() },
  })),
  { path: () => '/live-test' },
  { path: () => '/insights' },
  { path: () => '/support' },
  ...[
    'general',
    'configs',
    'schedules',
    'integrations',
    'inbox',
    'org-general',
    'environment',
    'subscription',
    'profile',
    'authentication',
  ].map((page) => ({ path: () => `/settings/${page}` })),
  { path: () => '/create-project' },
  { path: () => '/config' },
  { path: () => '/add-tests' },
  {
    path: () => '/dashboard',
    then: {
      name: 'the menu opened',
      act: async (page) => {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Run Test' }),
        ).toBeVisible();
      },
    },
  },
];

test('every signed-in screen fits a phone: nothing scrolls sideways and no text is cut off', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page);
  for (const screen of SIGNED_IN) {
    await open(page, screen.path());
    if (screen.then) await screen.then.act(page);
    await expectToFit(page, `${screen.path()}${screen.then ? `, ${screen.then.name}` : ''}`);
  }
});

test('the public screens fit a phone', async ({ page }) => {
  for (const path of ['/login', '/signup', '/reset-password', '/change-password?token=abc', '/no-such-page']) {
    await open(page, path);
    await expectToFit(page, path);
  }
});

test('on a phone the header keeps its actions, and the menu leads to /live-test and the colour scheme', async ({
  page,
}) => {
  await signInAs(page);
  await open(page, '/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Add Test Case' })).toBeVisible();
  await header.getByRole('link', { name: 'Run Test' }).click();
  await expect(page).toHaveURL(/\/live-test$/);
  await expect(page.getByRole('heading', { name: 'Live Test Case' })).toBeVisible();

  await open(page, '/dashboard');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await menu.getByRole('link', { name: 'Run Test' }).click();
  await expect(page).toHaveURL(/\/live-test$/);
  // Following a link closes the menu.
  await expect(menu.getByRole('link', { name: 'Run Test' })).not.toBeInViewport();
});

test('on a phone a settings page opens on its own content, with the settings menu folded into a selector', async ({
  page,
}) => {
  await signInAs(page);
  await open(page, '/settings/general');
  const settings = page.getByRole('navigation', { name: 'Settings' });
  const selector = settings.getByRole('combobox', { name: 'Settings page' });
  await expect(selector).toHaveValue('/settings/general');
  await expect(settings.getByRole('link')).toHaveCount(0);
  // The page's heading and first card are on the first screen, not below a long menu.
  await expect(page.getByRole('heading', { level: 1, name: 'Environments' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Local fixture' })).toBeInViewport({ ratio: 0.5 });

  await selector.selectOption({ label: 'Organization: Subscription' });
  await expect(page).toHaveURL(/\/settings\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(selector).toHaveValue('/settings/subscription');
});

test('on a phone the results are cards that show every column of a run', async ({ page }) => {
  await signInAs(page);
  await open(page, '/results');
  await expect(page.getByRole('table')).toHaveCount(0);
  const runs = page.getByRole('list', { name: 'Runs, newest first' });
  const failed = runs.getByRole('listitem').filter({ hasText: LONG_TITLE });
  await expect(failed.getByRole('link', { name: `#${busy.failedRun}` })).toBeInViewport();
  for (const [label, value] of [
    ['Environment', 'Production storefront'],
    ['Result', 'Failed'],
    ['Started', /\d{4}/],
  ] as const) {
    await expect(failed.getByRole('term').filter({ hasText: label })).toBeInViewport();
    await expect(failed.getByRole('definition').filter({ hasText: value })).toBeInViewport();
  }
});

const AXE_PAGES = [
  '/dashboard',
  '/test-cases',
  '/results',
  '/test-results',
  '/issues',
  '/insights',
  '/support',
  '/live-test',
  '/settings/general',
  '/settings/configs',
  '/settings/schedules',
  '/settings/integrations',
  '/settings/org-general',
  '/settings/environment',
  '/settings/subscription',
  '/settings/profile',
  '/settings/authentication',
];

test('on a phone the signed-in screens have no serious or critical accessibility violation, light and dark', async ({
  page,
}) => {
  // 34 visits, each analysed by axe: about 2 s apiece on a busy 2-core machine.
  test.setTimeout(300_000);
  await signInAs(page);
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of AXE_PAGES) {
      await open(page, path);
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
        found.push(`${scheme} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  expect(found).toEqual([]);
});

test.describe('on a wide screen (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the layout is as before: words in the header, the side menus, the tables; and it all fits', async ({
    page,
  }) => {
    await signInAs(page);
    await open(page, '/results');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Add Test Case' })).toHaveText('Add Test Case');
    await expect(header.getByRole('link', { name: 'Run Test' })).toHaveText('Run Test');
    await expect(header.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Test Cases',
      'Results',
      'Issues',
      'Insights',
      'Support',
      'Settings',
    ]);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
      'ID',
      'Test Case Name',
      'Environment',
      'Result',
      'Started',
    ]);
    await expectToFit(page, '/results');

    await open(page, '/settings/general');
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveCount(10);
    await expect(page.getByRole('combobox', { name: 'Settings page' })).toHaveCount(0);
    for (const path of ['/dashboard', '/test-cases', '/insights', `/live-test?run=${busy.failedRun}`, busy.issuePath]) {
      await open(page, path);
      await expectToFit(page, path);
    }
  });
});
