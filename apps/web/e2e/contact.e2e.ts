// The contact form: validated in the browser, sent, and e-mailed to COMPANY_EMAIL through SMTP_URL.
import { caughtMails, readableMail } from './mail.ts';
import { expect, heading1, menu, open, parameters, test, type MenuPage } from './fixtures.ts';

async function contactUrl(): Promise<string> {
  const pages = await menu('fr_FR');
  const flat = (list: MenuPage[]): MenuPage[] => list.flatMap((p) => [p, ...flat(p.children)]);
  return flat(pages).find((p) => /contact/.test(p.url))?.url ?? '/contact-tapissier-vendee';
}

test('the contact form sends a mail to the company', async ({ page }) => {
  const params = await parameters();
  const companyEmail = params['COMPANY_EMAIL'];
  expect(companyEmail).toBeTruthy();
  const token = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

  const response = await open(page, await contactUrl());
  expect(response?.status()).toBe(200);
  await expect(heading1(page)).toBeVisible();

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /envoyer|send/i }) });
  await form
    .getByRole('textbox', { name: /^\s*(votre )?nom\b|^\s*name\b/i })
    .first()
    .fill('Camille Test');
  await form
    .getByRole('textbox', { name: /e-?mail|courriel/i })
    .first()
    .fill(`camille.${token}@example.com`);
  const subject = /sujet|objet|subject/i;
  if (await form.getByRole('textbox', { name: subject }).count()) {
    await form.getByRole('textbox', { name: subject }).first().fill(`Devis bergère ${token}`);
  } else {
    await form.getByRole('combobox', { name: subject }).first().selectOption({ index: 1 });
  }
  await form
    .getByRole('textbox', { name: /^\s*(votre )?message/i })
    .first()
    .fill(`Bonjour, je voudrais refaire l'assise d'une bergère Louis XV. Référence ${token}.`);
  await form.getByRole('checkbox').first().check();
  const before = (await caughtMails()).length;
  await form.getByRole('button', { name: /envoyer|send/i }).click();

  // The visitor is told the message left.
  await expect(page.getByText(/(message|demande).{0,40}(envoyé|bien reçu|transmis)|merci/i).first()).toBeVisible({
    timeout: 10_000,
  });

  // …and the company gets it.
  await expect
    .poll(async () => (await caughtMails()).slice(before).filter((mail) => readableMail(mail).includes(token)).length, {
      timeout: 10_000,
      message: 'a mail carrying the test token reaches the SMTP server',
    })
    .toBeGreaterThan(0);
  const mail = (await caughtMails()).find((m) => readableMail(m).includes(token))!;
  expect(mail.to).toContain(companyEmail);
  expect(readableMail(mail)).toContain('Camille Test');
});

test('the contact form checks its fields before sending', async ({ page }) => {
  const token = `e2e${Date.now().toString(36)}invalid`;
  await open(page, await contactUrl());
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /envoyer|send/i }) });
  const email = form.getByRole('textbox', { name: /e-?mail|courriel/i }).first();
  await email.fill(`not-an-email-${token}`);
  await form
    .getByRole('textbox', { name: /^\s*(votre )?message/i })
    .first()
    .fill(`Message ${token}`);
  await form.getByRole('button', { name: /envoyer|send/i }).click();
  // Still on the form, the e-mail field flagged, nothing sent.
  await expect(form.getByRole('button', { name: /envoyer|send/i })).toBeVisible();
  await expect
    .poll(async () =>
      email.evaluate((el: HTMLInputElement) => el.getAttribute('aria-invalid') === 'true' || !el.checkValidity()),
    )
    .toBe(true);
  await page.waitForTimeout(1000);
  expect((await caughtMails()).filter((mail) => readableMail(mail).includes(token))).toEqual([]);
});
