import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail, type MailBranding } from './templates.ts';

const branding: MailBranding = {
  siteName: 'Atelier <b>Morineau</b> & "fils"',
  logoUrl: 'https://shop.example/media/site-1/logos/logo.svg?a=1&b=2',
  primaryColor: '#7a1f35',
  from: '"Atelier" <no-reply@shop.example>',
};
const content = {
  kind: 'passwordReset',
  firstname: '<script>alert(1)</script>',
  link: 'https://shop.example/password/reset/abc_-123?x=1&y=2',
  minutes: 60,
} as const;

describe('mail templates', () => {
  it('escapes every interpolated value of the HTML', () => {
    const mail = renderMail('fr_FR', branding, content);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Morineau</b>');
    expect(mail.html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('Atelier &lt;b&gt;Morineau&lt;/b&gt; &amp; &quot;fils&quot;');
    expect(mail.html).toContain('href="https://shop.example/password/reset/abc_-123?x=1&amp;y=2"');
    expect(mail.html).toContain('src="https://shop.example/media/site-1/logos/logo.svg?a=1&amp;b=2"');
    expect(mail.html).toContain('#7a1f35');
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });

  it('renders French and English', () => {
    const fr = renderMail('fr_FR', branding, content);
    const en = renderMail('en', branding, content);
    expect(fr.subject).toBe('Atelier <b>Morineau</b> & "fils" : réinitialisation de votre mot de passe');
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.text).toContain('Choisir un nouveau mot de passe : https://shop.example/password/reset/abc_-123?x=1&y=2');
    expect(fr.text).toContain('valable 60 minutes');
    expect(en.subject).toBe('Atelier <b>Morineau</b> & "fils": reset your password');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Choose a new password');
    expect(en.text).toContain('valid for 60 minutes');
  });

  it('drops a URL that is not http(s) and an invalid colour', () => {
    const mail = renderMail(
      'en',
      { ...branding, logoUrl: 'javascript:alert(1)', primaryColor: 'red;background:url(x)' },
      { ...content, link: 'javascript:alert(1)' },
    );
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('url(x)');
    expect(mail.html).toContain('#333333');
  });

  it('renders the newsletter confirmation with its unsubscribe link, in French and English', () => {
    const newsletter = {
      kind: 'newsletterConfirm',
      listName: 'Les nouvelles de l’atelier',
      link: 'https://shop.example/newsletter/confirm/abc_-123',
      unsubscribeLink: 'https://shop.example/newsletter/unsubscribe/7.xyz&1',
      hours: 48,
    } as const;
    const fr = renderMail('fr_FR', branding, newsletter);
    expect(fr.subject).toBe(
      'Atelier <b>Morineau</b> & "fils" : confirmez votre inscription à « Les nouvelles de l’atelier »',
    );
    expect(fr.html).toContain('href="https://shop.example/newsletter/confirm/abc_-123"');
    expect(fr.html).toContain('href="https://shop.example/newsletter/unsubscribe/7.xyz&amp;1"');
    expect(fr.text).toContain('Confirmer mon inscription : https://shop.example/newsletter/confirm/abc_-123');
    expect(fr.text).toContain('Se désinscrire : https://shop.example/newsletter/unsubscribe/7.xyz&1');
    expect(fr.text).toContain('valable 48 heures');
    const en = renderMail('en', branding, { ...newsletter, listName: 'News from the workshop' });
    expect(en.subject).toBe('Atelier <b>Morineau</b> & "fils": confirm your subscription to “News from the workshop”');
    expect(en.text).toContain('Unsubscribe: https://shop.example/newsletter/unsubscribe/7.xyz&1');
    expect(en.html).toContain('#7a1f35');
    const unsafe = renderMail('en', branding, { ...newsletter, unsubscribeLink: 'javascript:alert(1)' });
    expect(unsafe.html).not.toContain('javascript:');
  });
});
