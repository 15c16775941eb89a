-- Issue 20 item 7: the default legal texts name the retention periods by placeholder ({{RETENTION_PROSPECT_YEARS}}…),
-- filled from the contract's RETENTION as the company's are, and state the prospects' purge. A site whose privacy
-- policy or terms of use still hold the former default's lines gets the new ones, as a new version by nobody (its
-- consent records then name the text the visitors see); a site that rewrote them keeps its own words.
WITH changed AS (
  UPDATE site_parameters SET
    value = replace(replace(value, '<li>Compte client&nbsp;: 3 ans à compter de votre dernière connexion. Vous êtes prévenu par e-mail 30 jours avant la fin de ce délai&nbsp;; une connexion dans l''intervalle conserve votre compte. Sinon, il est anonymisé&nbsp;: vos nom, coordonnées et adresses sont effacés&nbsp;;</li>
<li>Données des prospects&nbsp;: 3 ans à compter du dernier contact, puis suppression ou anonymisation&nbsp;;</li>
<li>Données de commande et factures&nbsp;: durée de la relation contractuelle, puis 10 ans en archive pour satisfaire aux obligations comptables&nbsp;; une fois le compte anonymisé, elles ne portent plus vos nom et coordonnées&nbsp;;</li>
<li>Preuves de vos choix de consentement (cookies, newsletter)&nbsp;: conservées avec la version du texte qui vous a été présenté&nbsp;;</li>', '<li>Compte client&nbsp;: {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} ans à compter de votre dernière connexion. Vous êtes prévenu par e-mail {{RETENTION_INACTIVITY_NOTICE_DAYS}} jours avant la fin de ce délai&nbsp;; une connexion dans l''intervalle conserve votre compte. Sinon, il est anonymisé&nbsp;: vos nom, coordonnées et adresses sont effacés&nbsp;;</li>
<li>Données des prospects (messages du formulaire de contact, réponses aux formulaires, demandes de devis sur mesure sans compte, adresses désinscrites de la newsletter)&nbsp;: {{RETENTION_PROSPECT_YEARS}} ans à compter du dernier contact, puis suppression ou anonymisation&nbsp;; pour une demande de devis, le travail et les montants restent pour notre comptabilité, sans vos nom et coordonnées&nbsp;;</li>
<li>Adresse e-mail jamais confirmée (inscription à la newsletter, demande de devis sans compte)&nbsp;: {{RETENTION_UNCONFIRMED_DAYS}} jours après son envoi&nbsp;;</li>
<li>Données de commande et factures&nbsp;: durée de la relation contractuelle, puis {{RETENTION_ACCOUNTING_YEARS}} ans en archive pour satisfaire aux obligations comptables&nbsp;; une fois le compte anonymisé, elles ne portent plus vos nom et coordonnées&nbsp;;</li>
<li>Preuves de vos choix de consentement (cookies, newsletter, formulaires, demandes de contact et de devis)&nbsp;: conservées avec la version du texte qui vous a été présenté&nbsp;;</li>'), '<p>Depuis votre compte, vous pouvez télécharger à tout moment vos données (profil, adresses, commandes, retours, newsletter et consentements) dans un fichier JSON.</p>', '<p>Depuis votre compte, vous pouvez télécharger à tout moment vos données (profil, adresses, commandes, retours, demandes sur mesure, newsletter et consentements) dans un fichier JSON.</p>'),
    translations = CASE WHEN coalesce(translations->>'en', '') = '' THEN translations
      ELSE jsonb_set(translations, '{en}', to_jsonb(replace(replace((translations->>'en'), '<li>Customer accounts: 3 years from your last login. You are told by email 30 days before this period ends; logging in meanwhile keeps your account. Otherwise it is anonymised: your name, contact details and addresses are erased;</li>
<li>Prospect data: 3 years from the last contact, after which it is deleted or anonymised;</li>
<li>Order data and invoices: for the duration of the contractual relationship, then archived for 10 years to meet accounting obligations; once the account is anonymised, they no longer bear your name or contact details;</li>
<li>Records of your consent choices (cookies, newsletter): kept with the version of the text you were shown;</li>', '<li>Customer accounts: {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} years from your last login. You are told by email {{RETENTION_INACTIVITY_NOTICE_DAYS}} days before this period ends; logging in meanwhile keeps your account. Otherwise it is anonymised: your name, contact details and addresses are erased;</li>
<li>Prospect data (contact form messages, form answers, made-to-measure requests without an account, addresses that left the newsletter): {{RETENTION_PROSPECT_YEARS}} years from the last contact, after which it is deleted or anonymised; for a quote request, the work and the amounts stay for our accounts, without your name or contact details;</li>
<li>Email addresses never confirmed (a newsletter subscription, a quote request without an account): {{RETENTION_UNCONFIRMED_DAYS}} days after they were given;</li>
<li>Order data and invoices: for the duration of the contractual relationship, then archived for {{RETENTION_ACCOUNTING_YEARS}} years to meet accounting obligations; once the account is anonymised, they no longer bear your name or contact details;</li>
<li>Records of your consent choices (cookies, newsletter, forms, contact and quote requests): kept with the version of the text you were shown;</li>'), '<p>From your account, you can download your data at any time (profile, addresses, orders, returns, newsletter and consents) as a JSON file.</p>', '<p>From your account, you can download your data at any time (profile, addresses, orders, returns, made-to-measure requests, newsletter and consents) as a JSON file.</p>'))) END
  WHERE type = 'PRIVACY_POLICY' AND coalesce(value, '') <> '' AND (strpos(value, '<li>Compte client&nbsp;: 3 ans à compter de votre dernière connexion. Vous êtes prévenu par e-mail 30 jours avant la fin de ce délai&nbsp;; une connexion dans l''intervalle conserve votre compte. Sinon, il est anonymisé&nbsp;: vos nom, coordonnées et adresses sont effacés&nbsp;;</li>
<li>Données des prospects&nbsp;: 3 ans à compter du dernier contact, puis suppression ou anonymisation&nbsp;;</li>
<li>Données de commande et factures&nbsp;: durée de la relation contractuelle, puis 10 ans en archive pour satisfaire aux obligations comptables&nbsp;; une fois le compte anonymisé, elles ne portent plus vos nom et coordonnées&nbsp;;</li>
<li>Preuves de vos choix de consentement (cookies, newsletter)&nbsp;: conservées avec la version du texte qui vous a été présenté&nbsp;;</li>') > 0 OR strpos(value, '<p>Depuis votre compte, vous pouvez télécharger à tout moment vos données (profil, adresses, commandes, retours, newsletter et consentements) dans un fichier JSON.</p>') > 0 OR strpos(coalesce(translations->>'en', ''), '<li>Customer accounts: 3 years from your last login. You are told by email 30 days before this period ends; logging in meanwhile keeps your account. Otherwise it is anonymised: your name, contact details and addresses are erased;</li>
<li>Prospect data: 3 years from the last contact, after which it is deleted or anonymised;</li>
<li>Order data and invoices: for the duration of the contractual relationship, then archived for 10 years to meet accounting obligations; once the account is anonymised, they no longer bear your name or contact details;</li>
<li>Records of your consent choices (cookies, newsletter): kept with the version of the text you were shown;</li>') > 0 OR strpos(coalesce(translations->>'en', ''), '<p>From your account, you can download your data at any time (profile, addresses, orders, returns, newsletter and consents) as a JSON file.</p>') > 0)
  RETURNING site_id, type, value, translations
)
INSERT INTO legal_text_versions (site_id, key, html)
SELECT site_id, type,
  CASE WHEN coalesce(translations->>'en', '') = '' THEN jsonb_build_object('fr_FR', value)
       ELSE jsonb_build_object('fr_FR', value, 'en', translations->>'en') END
FROM changed
ORDER BY site_id;
--> statement-breakpoint
WITH changed AS (
  UPDATE site_parameters SET
    value = replace(value, '<p>Un compte resté inactif pendant 3 ans est anonymisé, après information du membre par e-mail 30 jours avant.</p>', '<p>Un compte resté inactif pendant {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} ans est anonymisé, après information du membre par e-mail {{RETENTION_INACTIVITY_NOTICE_DAYS}} jours avant.</p>'),
    translations = CASE WHEN coalesce(translations->>'en', '') = '' THEN translations
      ELSE jsonb_set(translations, '{en}', to_jsonb(replace((translations->>'en'), '<p>An account that has been inactive for 3 years is anonymised, after the member has been told by email 30 days before.</p>', '<p>An account that has been inactive for {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} years is anonymised, after the member has been told by email {{RETENTION_INACTIVITY_NOTICE_DAYS}} days before.</p>'))) END
  WHERE type = 'USE_TERMS' AND coalesce(value, '') <> '' AND (strpos(value, '<p>Un compte resté inactif pendant 3 ans est anonymisé, après information du membre par e-mail 30 jours avant.</p>') > 0 OR strpos(coalesce(translations->>'en', ''), '<p>An account that has been inactive for 3 years is anonymised, after the member has been told by email 30 days before.</p>') > 0)
  RETURNING site_id, type, value, translations
)
INSERT INTO legal_text_versions (site_id, key, html)
SELECT site_id, type,
  CASE WHEN coalesce(translations->>'en', '') = '' THEN jsonb_build_object('fr_FR', value)
       ELSE jsonb_build_object('fr_FR', value, 'en', translations->>'en') END
FROM changed
ORDER BY site_id;
