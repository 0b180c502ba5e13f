import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PASSWORD, verifiedAccount } from './accounts.ts';

const PAGES = [
  '/dashboard',
  '/test-cases',
  '/results',
  '/test-results',
  '/issues',
  '/insights',
  '/support',
  '/config',
  '/settings/general',
  '/settings/configs',
  '/settings/integrations',
  '/settings/inbox',
  '/settings/org-general',
  '/settings/environment',
  '/settings/subscription',
  '/settings/profile',
  '/settings/authentication',
];

test('the signed-in pages have no serious or critical accessibility violation', async ({ page, request }) => {
  // 34 page visits, each analysed by axe: about 2 s apiece on a busy 2-core machine, over 5 s when CI shares it.
  test.setTimeout(300_000);
  const email = await verifiedAccount(request, 'axe');
  const signin = await request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  const token = (await signin.json()).data.token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const project = await request.post('/api/v1/projects', {
    headers: auth,
    data: {
      name: 'Axe shop',
      environments: [
        { label: 'Staging', url: 'https://staging.example.com' },
        { label: 'Production', url: 'https://www.example.com' },
      ],
    },
  });
  const environmentId = (await project.json()).data.environments[0].id as number;
  await request.post('/api/v1/test-cases', {
    headers: auth,
    data: { title: 'Search works', environment_id: environmentId, steps: ['Open the shop', 'Search for shoes'] },
  });
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        blocking.map((v) => `${scheme} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  }
});
