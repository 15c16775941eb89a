// Accessibility scan (axe-core) of each page type: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { acceptAllButton, denyAllButton, expect, open, test, waitForAnimations } from './fixtures.ts';

const PAGES = [
  { type: 'home page', path: '/' },
  { type: 'home page (English)', path: '/en' },
  { type: 'brochure page', path: '/mobilier-sur-mesure-vendee' },
  { type: 'legal page', path: '/legal-notice' },
  { type: 'contact page', path: '/contact-tapissier-vendee' },
  { type: 'not-found page', path: '/does-not-exist' },
  // Issue 17 item 5: the creative workshop page with its event list block, and site 1's first workshop.
  { type: 'event list block page', path: '/atelier-tapisserie-diy' },
  { type: 'event page', path: '/evenements/initiation-tabouret/1' },
  // The albums (issue 17): the list, and the workshop's album with its video (id 2 of the fresh database's seed).
  { type: 'albums list', path: '/albums' },
  { type: 'album page (English)', path: '/en/albums/in-the-workshop/2' },
];

for (const { type, path } of PAGES) {
  test(`${type} ${path} has no serious or critical axe violation`, async ({ page }, testInfo) => {
    await open(page, path);
    // Scanned as the visitor first sees it: the consent banner is part of the page.
    await page.waitForLoadState('networkidle');
    // Colours are measured once the banner has faded in.
    await acceptAllButton(page)
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = blocking
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n` +
          v.nodes
            .slice(0, 5)
            .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''}`)
            .join('\n'),
      )
      .join('\n');
    if (results.violations.length > 0) {
      await testInfo.attach('axe violations', {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
    }
    expect(blocking, `serious or critical violations on ${path}:\n${report}`).toEqual([]);
  });
}

test.describe('after the consent banner is answered', () => {
  test.use({ consent: 'leave' });

  test('a brochure page has no serious or critical axe violation', async ({ page }) => {
    await open(page, '/mobilier-sur-mesure-vendee');
    const deny = denyAllButton(page);
    await deny.waitFor({ timeout: 10_000 }).catch(() => undefined);
    if (await deny.isVisible()) await deny.click();
    await expect(deny).toBeHidden();
    await page.waitForLoadState('networkidle');
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});
