// GDPR (issue 20 item 7) in a browser: a logged customer answers the cookie banner, which the site records, then
// downloads their data from the account page with its plain link: a JSON file of their own account, holding that
// choice with the version of the banner's text.
import { readFile } from 'node:fs/promises';
import { acceptAllButton, baseUrl, expect, goTo, heading1, test, waitForHydration } from './fixtures.ts';
import { register, uniqueEmail } from './shop-api.ts';

test.use({ consent: 'leave' });

test('a logged customer answers the banner and downloads their data from the account page', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('rgpd');
  const token = await register(email);
  // Logged in as the login form leaves the browser: the session cookie of the site's host.
  await context.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);

  await goTo(page, '/account');
  await waitForHydration(page);
  await expect(heading1(page)).toHaveText('Mon compte');
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
  await acceptAllButton(page).click({ timeout: 15_000 });
  expect((await recorded).status()).toBe(200);

  const link = page.getByRole('link', { name: /télécharger mes données/i });
  await expect(link).toHaveAttribute('href', '/api/customer/data');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('my-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string; firstname: string };
    orders: unknown[];
    consents: { kind: string; choices: string[]; textVersion: string }[];
  };
  expect(data.account).toMatchObject({ email, firstname: 'Léa' });
  expect(data.orders).toEqual([]);
  expect(data.consents).toEqual([
    expect.objectContaining({
      kind: 'COOKIES',
      choices: ['analytics', 'marketing'],
      textVersion: expect.stringMatching(/^banner:fr:[0-9a-f]{8}$/),
    }),
  ]);
});
