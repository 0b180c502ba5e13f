import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const screens = ['/login', '/signup', '/reset-password', '/change-password?token=example'];

for (const path of screens) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${path} has no serious or critical accessibility violation (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await page.getByRole('button').first().waitFor();
      // Typing shows the strength indicator, so its colours are checked too.
      const password = page.getByLabel(/^(Password|New password)$/).first();
      if (await password.count()) await password.fill('abc');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('every screen is photographed at 1440 and 390 px wide', async ({ page }) => {
  for (const path of screens) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.getByRole('button').first().waitFor();
      const name = path.slice(1).split('?')[0];
      await page.screenshot({ path: `reports/screenshots/${name}-${width}.png`, fullPage: true });
      await expect(page.locator('main')).toBeVisible();
    }
  }
});
