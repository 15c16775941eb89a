// The events (issue 17 item 5): a visitor finds the upcoming workshops on the creative workshop page, opens one,
// registers and sees its free seats drop, then cancels through the mailed link and sees them come back, in
// French and in English; Event JSON-LD, the sitemap's event pages with hreflang, axe. Events are read from the
// seed through the API.
import type { Page } from '@playwright/test';
import type { List, SiteEvent } from '@atelier/contract';
import { mailedPath } from './mail.ts';
import { api, baseUrl, expect, expectNoAxeViolation, heading1, open, test } from './fixtures.ts';

const TEXTS = {
  fr_FR: {
    diy: '/atelier-tapisserie-diy',
    block: 'Les prochains ateliers',
    seats: (free: number, capacity: number) =>
      `${free} place${free > 1 ? 's' : ''} libre${free > 1 ? 's' : ''} sur ${capacity}`,
    name: 'Nom et prénom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    count: 'Nombre de places',
    submit: 'Réserver mes places',
    registered: /Votre inscription est enregistrée/,
    cancelLink: /\/evenements\/annulation\?token=[A-Za-z0-9_-]+/g,
    cancel: 'Annuler mon inscription',
    cancelled: /Votre inscription est annulée/,
    back: 'Revenir à l’événement',
    // Each language registers to its own workshop: the two tests run side by side.
    event: 1,
  },
  en: {
    diy: '/en/diy-upholstery-workshop',
    block: 'Upcoming workshops',
    seats: (free: number, capacity: number) => `${free} seat${free > 1 ? 's' : ''} left out of ${capacity}`,
    name: 'Full name',
    email: 'E-mail address',
    phone: 'Phone',
    count: 'Number of seats',
    submit: 'Book my seats',
    registered: /Your registration is recorded/,
    cancelLink: /\/en\/events\/cancel\?token=[A-Za-z0-9_-]+/g,
    cancel: 'Cancel my registration',
    cancelled: /Your registration is cancelled/,
    back: 'Back to the event',
    event: 2,
  },
} as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const seatsFact = (page: Page) => page.getByTestId('event-facts').locator('dd').nth(3);

for (const locale of ['fr_FR', 'en'] as const) {
  const texts = TEXTS[locale];

  test(`${locale}: a visitor registers to a workshop, sees its free seats drop, then cancels by the mailed link`, async ({
    page,
  }) => {
    const events = await api<List<SiteEvent>>('/element/event', locale);
    expect(events.items.length).toBeGreaterThanOrEqual(3);
    const event = events.items[texts.event]!;
    const { freeSeats: free, capacity } = event;
    expect(free).toBeGreaterThan(1);

    await open(page, texts.diy);
    const block = page.locator('[data-block="eventList"]');
    await expect(block.getByRole('heading', { level: 2, name: texts.block })).toBeVisible();
    await expect(block.getByRole('listitem')).toHaveCount(events.items.length);
    await block.getByRole('link', { name: event.title }).click();
    await expect(page).toHaveURL(`${baseUrl()}${event.url}`);
    await expect(heading1(page)).toHaveText(event.title);
    await expect(seatsFact(page)).toHaveText(texts.seats(free, capacity));
    const ld = await jsonLd(page);
    expect(ld.find((entry) => entry['@type'] === 'Event')).toMatchObject({
      name: event.title,
      startDate: event.start,
      endDate: event.end,
      location: { '@type': 'Place', name: event.place },
    });
    await expectNoAxeViolation(page);

    const email = `events-${locale.toLowerCase()}-${Date.now()}@example.org`;
    await page.getByLabel(texts.name).fill('Claire Martin');
    await page.getByLabel(texts.email).fill(email);
    await page.getByLabel(texts.phone).fill('06 12 34 56 78');
    await page.getByLabel(texts.count).selectOption('2');
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('status')).toHaveText(texts.registered);
    await expect(seatsFact(page)).toHaveText(texts.seats(free - 2, capacity));
    // A new visit shows it too (the kept page and answer were dropped by the registration).
    await open(page, event.url);
    await expect(seatsFact(page)).toHaveText(texts.seats(free - 2, capacity));

    const cancelPath = await mailedPath(email, texts.cancelLink, 'the registration mail');
    await open(page, cancelPath.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByText(event.title)).toBeVisible();
    await expectNoAxeViolation(page);
    // Opening the link changed nothing.
    expect((await api<SiteEvent>(`/element/event/${event.id}`, locale)).freeSeats).toBe(free - 2);
    await page.getByRole('button', { name: texts.cancel }).click();
    await expect(page.getByRole('status')).toHaveText(texts.cancelled);
    await page.getByRole('link', { name: texts.back }).click();
    await expect(heading1(page)).toHaveText(event.title);
    await expect(seatsFact(page)).toHaveText(texts.seats(free, capacity));
  });
}

test('the sitemap lists every upcoming event page in both languages, with hreflang', async ({ request }) => {
  const events = await api<List<SiteEvent>>('/element/event?nbItem=24');
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const event of events.items) {
    for (const url of [event.urls.fr_FR, event.urls.en]) expect(xml).toContain(`<loc>${baseUrl()}${url}</loc>`);
    expect(xml).toContain(`hreflang="en" href="${baseUrl()}${event.urls.en}"`);
  }
});

test('an unknown event is a 404, a wrong slug is sent to the event’s address', async ({ page }) => {
  const [event] = (await api<List<SiteEvent>>('/element/event')).items;
  expect((await page.goto('/evenements/nope/999999'))?.status()).toBe(404);
  await page.goto(`/evenements/autre-chose/${event!.id}`);
  await expect(page).toHaveURL(`${baseUrl()}${event!.url}`);
});
