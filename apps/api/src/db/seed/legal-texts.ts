import type { LegalTextKey } from '@atelier/contract';

/**
 * Default legal texts seeded for every site (SPEC §3 legal texts, SPEC §9 legal text facts).
 * HTML fragments (h2/h3/p/ul, no scripts, no remote resources). The API replaces the
 * placeholders {{LEGAL_AGENT}}, {{COMPANY_NAME}}, {{CORPORATE_FORM}}, {{SIRET}},
 * {{HEAD_OFFICE}} and {{PHONE}} with the site's company identity, and {{RETENTION_<PERIOD>}} with the retention
 * periods the privacy jobs apply (the contract's RETENTION; see fillLegalPlaceholders).
 * They name no business, so they suit any tenant (workshop, winemaker, ...).
 */
export const LEGAL_TEXTS: Record<LegalTextKey, { fr_FR: string; en: string }> = {
  LEGAL_NOTICE: {
    fr_FR: `<h2>Mentions légales</h2>
<p>Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), les utilisateurs et visiteurs du présent site sont informés de l'identité des différents intervenants dans le cadre de sa réalisation et de son suivi.</p>
<h3>Éditeur du site</h3>
<p>Le présent site est édité par&nbsp;:</p>
<ul>
<li>Raison sociale&nbsp;: {{COMPANY_NAME}}</li>
<li>Forme juridique&nbsp;: {{CORPORATE_FORM}}</li>
<li>Siège social&nbsp;: {{HEAD_OFFICE}}</li>
<li>Numéro SIRET&nbsp;: {{SIRET}}</li>
<li>Téléphone&nbsp;: {{PHONE}}</li>
<li>Représentant légal&nbsp;: {{LEGAL_AGENT}}</li>
</ul>
<p>Pour toute question relative au site, vous pouvez contacter l'éditeur par téléphone au {{PHONE}}, au moyen du formulaire de contact du site ou par courrier adressé au siège social.</p>
<h3>Directeur de la publication</h3>
<p>Le directeur de la publication est {{LEGAL_AGENT}}, en sa qualité de représentant légal de {{COMPANY_NAME}}.</p>
<h3>Hébergement</h3>
<p>Le site est réalisé au moyen d'une plateforme de création de sites internet et hébergé par le prestataire technique de cette plateforme. Le nom, l'adresse et le numéro de téléphone de l'hébergeur sont communiqués sur simple demande adressée à l'éditeur.</p>
<h3>Propriété intellectuelle</h3>
<p>L'ensemble des éléments figurant sur le site (textes, photographies, illustrations, vidéos, logos, marques, créations, modèles et mise en page) est la propriété exclusive de {{COMPANY_NAME}} ou de ses partenaires, et est protégé par le droit d'auteur, le droit des marques et le droit des dessins et modèles.</p>
<p>Toute reproduction, représentation, modification, publication, adaptation ou exploitation, totale ou partielle, de ces éléments, par quelque procédé que ce soit, est interdite sans l'autorisation écrite préalable de {{COMPANY_NAME}}. Toute exploitation non autorisée est constitutive d'une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.</p>
<h3>Responsabilité</h3>
<p>{{COMPANY_NAME}} s'efforce de fournir sur le site des informations aussi exactes et à jour que possible. Elle ne saurait toutefois être tenue responsable des omissions, inexactitudes ou carences dans la mise à jour, qu'elles soient de son fait ou du fait de tiers.</p>
<p>Les photographies des produits et des réalisations sont aussi fidèles que possible mais ne peuvent garantir une similitude parfaite, notamment pour les couleurs et les matières, dont le rendu varie selon les écrans.</p>
<p>Le site est en principe accessible en permanence. L'accès peut toutefois être suspendu, sans préavis, pour des opérations de maintenance, de mise à jour ou en cas de force majeure, sans que la responsabilité de l'éditeur puisse être engagée.</p>
<h3>Liens hypertextes</h3>
<p>Le site peut contenir des liens vers d'autres sites. {{COMPANY_NAME}} n'exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu ou à l'usage qui peut en être fait. La création d'un lien vers le présent site est libre, à condition de ne pas porter atteinte à l'image de l'éditeur et de ne pas faire apparaître ses pages à l'intérieur d'un autre site.</p>
<h3>Données personnelles et cookies</h3>
<p>Les données personnelles collectées sur le site sont traitées par {{COMPANY_NAME}}, responsable du traitement, dans le respect du règlement (UE) 2016/679 (RGPD) et de la loi n° 78-17 du 6 janvier 1978 modifiée, dite «&nbsp;Informatique et Libertés&nbsp;». Les finalités des traitements, leurs bases légales, les durées de conservation et la manière d'exercer vos droits sont détaillées dans la politique de confidentialité. L'usage des cookies est décrit dans la politique relative aux cookies.</p>
<h3>Droit applicable</h3>
<p>Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de résolution amiable, les tribunaux français seront seuls compétents.</p>`,
    en: `<h2>Legal notice</h2>
<p>In accordance with articles 6-III and 19 of French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), users and visitors of this website are informed of the identity of the parties involved in creating and running it.</p>
<h3>Publisher</h3>
<p>This website is published by:</p>
<ul>
<li>Company name: {{COMPANY_NAME}}</li>
<li>Legal form: {{CORPORATE_FORM}}</li>
<li>Registered office: {{HEAD_OFFICE}}</li>
<li>SIRET number: {{SIRET}}</li>
<li>Telephone: {{PHONE}}</li>
<li>Legal representative: {{LEGAL_AGENT}}</li>
</ul>
<p>For any question about this website, you can contact the publisher by telephone on {{PHONE}}, through the website's contact form or by post to the registered office.</p>
<h3>Publication director</h3>
<p>The publication director is {{LEGAL_AGENT}}, acting as legal representative of {{COMPANY_NAME}}.</p>
<h3>Hosting</h3>
<p>This website is built with a website-building platform and hosted by that platform's technical provider. The host's name, address and telephone number are available on request from the publisher.</p>
<h3>Intellectual property</h3>
<p>All content on this website (texts, photographs, illustrations, videos, logos, trademarks, creations, designs and layout) is the exclusive property of {{COMPANY_NAME}} or its partners and is protected by copyright, trademark law and design law.</p>
<p>Any reproduction, representation, modification, publication, adaptation or use of this content, in whole or in part and by any means whatsoever, is prohibited without the prior written consent of {{COMPANY_NAME}}. Any unauthorised use constitutes an infringement punishable under articles L335-2 et seq. of the French Intellectual Property Code.</p>
<h3>Liability</h3>
<p>{{COMPANY_NAME}} makes every effort to keep the information on this website accurate and up to date. It cannot, however, be held liable for any omission, inaccuracy or failure to update, whether caused by itself or by a third party.</p>
<p>Photographs of products and completed work are as faithful as possible but cannot guarantee a perfect match, particularly for colours and materials, which render differently from one screen to another.</p>
<p>The website is normally available at all times. Access may, however, be suspended without notice for maintenance or updates, or in the event of force majeure, without the publisher being held liable.</p>
<h3>Links</h3>
<p>This website may contain links to other websites. {{COMPANY_NAME}} has no control over those websites and accepts no liability for their content or for any use made of it. You may freely link to this website, provided that the link does not harm the publisher's image and that its pages are not displayed inside another website.</p>
<h3>Personal data and cookies</h3>
<p>Personal data collected on this website is processed by {{COMPANY_NAME}}, as data controller, in compliance with Regulation (EU) 2016/679 (GDPR) and the amended French Data Protection Act of 6 January 1978. The purposes of processing, its legal bases, retention periods and how to exercise your rights are set out in the privacy policy. The use of cookies is described in the cookie policy.</p>
<h3>Governing law</h3>
<p>This legal notice is governed by French law. In the event of a dispute that cannot be settled amicably, the French courts shall have sole jurisdiction.</p>`,
  },
  PRIVACY_POLICY: {
    fr_FR: `<h2>Politique de confidentialité</h2>
<p>La présente politique explique comment vos données personnelles sont collectées et utilisées lorsque vous consultez le site, créez un compte, passez commande ou nous contactez, ainsi que les droits dont vous disposez. Elle est établie conformément au règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 modifiée, dite «&nbsp;Informatique et Libertés&nbsp;».</p>
<h3>Responsable du traitement</h3>
<p>Le responsable du traitement est {{COMPANY_NAME}}, {{CORPORATE_FORM}}, immatriculée sous le numéro SIRET {{SIRET}}, dont le siège social est situé {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}. Vous pouvez nous joindre par téléphone au {{PHONE}}, au moyen du formulaire de contact du site ou par courrier adressé au siège social.</p>
<h3>Données collectées</h3>
<ul>
<li>Données d'identification et de contact&nbsp;: nom, prénom, adresse e-mail, numéro de téléphone, date de naissance lorsqu'elle est demandée&nbsp;;</li>
<li>Données relatives aux commandes&nbsp;: adresses de livraison et de facturation, produits commandés, personnalisations, historique des commandes et des échanges&nbsp;;</li>
<li>Données de paiement&nbsp;: elles sont traitées directement par notre prestataire de paiement sécurisé&nbsp;; nous n'avons jamais accès à votre numéro de carte complet&nbsp;;</li>
<li>Données de connexion et de navigation&nbsp;: adresse IP, type de navigateur, pages consultées, cookies (voir la politique relative aux cookies).</li>
</ul>
<h3>Finalités et bases légales</h3>
<ul>
<li>Création et gestion de votre compte client&nbsp;: exécution du contrat (conditions générales d'utilisation)&nbsp;;</li>
<li>Traitement, expédition, retrait et facturation des commandes, service après-vente et gestion des réclamations&nbsp;: exécution du contrat de vente&nbsp;;</li>
<li>Réponse à vos demandes de contact, de devis ou de rendez-vous&nbsp;: mesures précontractuelles prises à votre demande ou intérêt légitime&nbsp;;</li>
<li>Envoi de la newsletter et d'offres commerciales&nbsp;: votre consentement, que vous pouvez retirer à tout moment&nbsp;;</li>
<li>Tenue de la comptabilité et respect des obligations fiscales&nbsp;: obligation légale&nbsp;;</li>
<li>Sécurité du site, prévention de la fraude et statistiques de fréquentation anonymes&nbsp;: intérêt légitime ou consentement selon les cas.</li>
</ul>
<h3>Destinataires</h3>
<p>Vos données sont destinées au personnel habilité de {{COMPANY_NAME}}. Elles peuvent être transmises, dans la stricte limite de ce qui est nécessaire, à nos sous-traitants&nbsp;: hébergeur et prestataire technique du site, prestataire de paiement, transporteurs et gestionnaires de points relais, outil d'envoi d'e-mails. Ces prestataires agissent sur nos instructions et sont tenus à la confidentialité. Vos données ne sont jamais vendues ni louées. Si un prestataire traite des données hors de l'Union européenne, ce transfert est encadré par les garanties prévues par le RGPD, telles que les clauses contractuelles types de la Commission européenne.</p>
<h3>Durées de conservation</h3>
<ul>
<li>Compte client&nbsp;: {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} ans à compter de votre dernière connexion. Vous êtes prévenu par e-mail {{RETENTION_INACTIVITY_NOTICE_DAYS}} jours avant la fin de ce délai&nbsp;; une connexion dans l'intervalle conserve votre compte. Sinon, il est anonymisé&nbsp;: vos nom, coordonnées et adresses sont effacés&nbsp;;</li>
<li>Données des prospects (messages du formulaire de contact, réponses aux formulaires, demandes de devis sur mesure sans compte, adresses désinscrites de la newsletter)&nbsp;: {{RETENTION_PROSPECT_YEARS}} ans à compter du dernier contact, puis suppression ou anonymisation&nbsp;; pour une demande de devis, le travail et les montants restent pour notre comptabilité, sans vos nom et coordonnées&nbsp;;</li>
<li>Adresse e-mail jamais confirmée (inscription à la newsletter, demande de devis sans compte)&nbsp;: {{RETENTION_UNCONFIRMED_DAYS}} jours après son envoi&nbsp;;</li>
<li>Données de commande et factures&nbsp;: durée de la relation contractuelle, puis {{RETENTION_ACCOUNTING_YEARS}} ans en archive pour satisfaire aux obligations comptables&nbsp;; une fois le compte anonymisé, elles ne portent plus vos nom et coordonnées&nbsp;;</li>
<li>Preuves de vos choix de consentement (cookies, newsletter, formulaires, demandes de contact et de devis)&nbsp;: conservées avec la version du texte qui vous a été présenté&nbsp;;</li>
<li>Données de paiement&nbsp;: le temps de la transaction, conservées par le prestataire de paiement selon ses propres obligations&nbsp;;</li>
<li>Cookies et traceurs&nbsp;: 13 mois au maximum.</li>
</ul>
<h3>Vos droits</h3>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation du traitement, d'opposition et de portabilité de vos données, ainsi que du droit de retirer à tout moment votre consentement et de définir des directives relatives au sort de vos données après votre décès.</p>
<p>Depuis votre compte, vous pouvez télécharger à tout moment vos données (profil, adresses, commandes, retours, demandes sur mesure, newsletter et consentements) dans un fichier JSON.</p>
<p>Pour exercer ces droits, contactez-nous par le formulaire de contact, par téléphone au {{PHONE}} ou par courrier au siège social, en précisant votre nom et l'adresse e-mail associée à votre compte. Une pièce justificative d'identité pourra vous être demandée en cas de doute raisonnable.</p>
<ul>
<li>Les demandes de suppression de compte et de données sont traitées dans un délai de 10 jours ouvrés&nbsp;;</li>
<li>Toute autre demande relative à vos données reçoit une réponse dans un délai de 30 jours suivant sa réception.</li>
</ul>
<p>Les données que la loi nous impose de conserver (factures notamment) sont archivées jusqu'à la fin de la durée légale, puis supprimées.</p>
<h3>Réclamation</h3>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.</p>
<h3>Sécurité</h3>
<p>Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l'accès non autorisé ou la divulgation&nbsp;: connexion chiffrée (HTTPS), mots de passe stockés sous forme hachée, accès restreint aux seules personnes habilitées.</p>
<h3>Modification de la politique</h3>
<p>La présente politique peut être mise à jour pour tenir compte de l'évolution de la réglementation ou de nos services. La version en vigueur est celle publiée sur le site.</p>`,
    en: `<h2>Privacy policy</h2>
<p>This policy explains how your personal data is collected and used when you browse the website, create an account, place an order or contact us, and what rights you have. It is drawn up in accordance with Regulation (EU) 2016/679 of 27 April 2016 (GDPR) and the amended French Data Protection Act of 6 January 1978.</p>
<h3>Data controller</h3>
<p>The data controller is {{COMPANY_NAME}}, {{CORPORATE_FORM}}, registered under SIRET number {{SIRET}}, with its registered office at {{HEAD_OFFICE}}, represented by {{LEGAL_AGENT}}. You can reach us by telephone on {{PHONE}}, through the website's contact form or by post to the registered office.</p>
<h3>Data we collect</h3>
<ul>
<li>Identification and contact details: last name, first name, email address, telephone number, date of birth where requested;</li>
<li>Order data: delivery and billing addresses, products ordered, customisations, order and correspondence history;</li>
<li>Payment data: processed directly by our secure payment provider; we never have access to your full card number;</li>
<li>Connection and browsing data: IP address, browser type, pages viewed, cookies (see the cookie policy).</li>
</ul>
<h3>Purposes and legal bases</h3>
<ul>
<li>Creating and managing your customer account: performance of a contract (terms of use);</li>
<li>Processing, shipping, collection and invoicing of orders, after-sales service and complaints: performance of the sale contract;</li>
<li>Answering your contact, quotation or appointment requests: pre-contractual steps taken at your request, or legitimate interest;</li>
<li>Sending the newsletter and commercial offers: your consent, which you may withdraw at any time;</li>
<li>Bookkeeping and compliance with tax obligations: legal obligation;</li>
<li>Website security, fraud prevention and anonymous audience statistics: legitimate interest or consent, as the case may be.</li>
</ul>
<h3>Recipients</h3>
<p>Your data is intended for authorised staff of {{COMPANY_NAME}}. Strictly where necessary, it may be passed on to our processors: the website's host and technical provider, the payment provider, carriers and relay-point operators, and the email delivery service. These providers act on our instructions and are bound by confidentiality. Your data is never sold or rented. Where a provider processes data outside the European Union, the transfer is covered by the safeguards provided for by the GDPR, such as the European Commission's standard contractual clauses.</p>
<h3>Retention periods</h3>
<ul>
<li>Customer accounts: {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} years from your last login. You are told by email {{RETENTION_INACTIVITY_NOTICE_DAYS}} days before this period ends; logging in meanwhile keeps your account. Otherwise it is anonymised: your name, contact details and addresses are erased;</li>
<li>Prospect data (contact form messages, form answers, made-to-measure requests without an account, addresses that left the newsletter): {{RETENTION_PROSPECT_YEARS}} years from the last contact, after which it is deleted or anonymised; for a quote request, the work and the amounts stay for our accounts, without your name or contact details;</li>
<li>Email addresses never confirmed (a newsletter subscription, a quote request without an account): {{RETENTION_UNCONFIRMED_DAYS}} days after they were given;</li>
<li>Order data and invoices: for the duration of the contractual relationship, then archived for {{RETENTION_ACCOUNTING_YEARS}} years to meet accounting obligations; once the account is anonymised, they no longer bear your name or contact details;</li>
<li>Records of your consent choices (cookies, newsletter, forms, contact and quote requests): kept with the version of the text you were shown;</li>
<li>Payment data: for the duration of the transaction, then kept by the payment provider under its own obligations;</li>
<li>Cookies and trackers: 13 months at most.</li>
</ul>
<h3>Your rights</h3>
<p>You have the right to access, rectify and erase your data, to restrict its processing, to object to it and to data portability. You may also withdraw your consent at any time and give instructions on what should happen to your data after your death.</p>
<p>From your account, you can download your data at any time (profile, addresses, orders, returns, made-to-measure requests, newsletter and consents) as a JSON file.</p>
<p>To exercise these rights, contact us through the contact form, by telephone on {{PHONE}} or by post to the registered office, stating your name and the email address linked to your account. If there is reasonable doubt about your identity, we may ask you for proof of identity.</p>
<ul>
<li>Requests to delete an account and its data are handled within 10 working days;</li>
<li>Any other request concerning your data is answered within 30 days of receipt.</li>
</ul>
<p>Data that the law requires us to keep (invoices in particular) is archived until the end of the statutory period and then deleted.</p>
<h3>Complaints</h3>
<p>If, after contacting us, you consider that your rights have not been respected, you may lodge a complaint with the French data protection authority, the Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, or online at www.cnil.fr.</p>
<h3>Security</h3>
<p>We apply appropriate technical and organisational measures to protect your data against loss, unauthorised access or disclosure: encrypted connections (HTTPS), passwords stored in hashed form, and access restricted to authorised persons only.</p>
<h3>Changes to this policy</h3>
<p>This policy may be updated to reflect changes in the law or in our services. The version in force is the one published on the website.</p>`,
  },
  COOKIE_POLICY: {
    fr_FR: `<h2>Politique relative aux cookies</h2>
<p>Lors de votre visite, des cookies et autres traceurs peuvent être déposés sur votre terminal (ordinateur, tablette, téléphone). La présente politique vous informe sur leur nature, leur finalité et la manière dont vous pouvez les accepter, les refuser ou retirer votre consentement, conformément à l'article 82 de la loi «&nbsp;Informatique et Libertés&nbsp;» et aux recommandations de la CNIL.</p>
<p>Le site est édité par {{COMPANY_NAME}}, {{CORPORATE_FORM}}, dont le siège social est situé {{HEAD_OFFICE}}.</p>
<h3>Qu'est-ce qu'un cookie&nbsp;?</h3>
<p>Un cookie est un petit fichier texte enregistré par votre navigateur lorsque vous consultez un site. Il permet de reconnaître votre terminal pendant sa durée de validité, par exemple pour garder votre session ouverte ou mémoriser vos préférences. Un cookie ne permet pas de vous identifier personnellement à lui seul et ne peut pas contenir de virus.</p>
<h3>Les catégories de cookies utilisés</h3>
<ul>
<li><strong>Cookies strictement nécessaires</strong>&nbsp;: indispensables au fonctionnement du site, ils ne requièrent pas votre consentement. Ils servent notamment à maintenir votre connexion à votre compte (24 heures), à mémoriser la langue choisie (12 mois), à conserver le contenu de votre panier, à sécuriser le paiement et à enregistrer vos choix en matière de cookies.</li>
<li><strong>Cookies de mesure d'audience</strong>&nbsp;: ils nous permettent de connaître la fréquentation du site et d'améliorer son ergonomie, à partir de statistiques anonymes. Ils ne sont déposés qu'avec votre accord, sauf s'ils sont strictement limités à la production de statistiques anonymes dans les conditions fixées par la CNIL.</li>
<li><strong>Cookies de contenus tiers</strong>&nbsp;: certaines pages intègrent des contenus hébergés par des tiers (vidéos, cartes, avis clients). Ces services peuvent déposer leurs propres cookies&nbsp;; les contenus concernés ne sont chargés qu'après votre accord.</li>
<li><strong>Cookies des réseaux sociaux</strong>&nbsp;: les boutons de partage ou de suivi peuvent permettre aux réseaux sociaux de vous identifier. Ils ne sont activés qu'avec votre accord.</li>
</ul>
<p>Le site ne dépose aucun cookie publicitaire.</p>
<h3>Votre consentement</h3>
<p>Lors de votre première visite, un bandeau vous permet d'accepter ou de refuser les cookies soumis à consentement, globalement ou catégorie par catégorie. Refuser est aussi simple qu'accepter, et votre refus n'a aucune incidence sur votre accès au site, à l'exception des contenus tiers concernés.</p>
<p>Votre choix, qu'il s'agisse d'un accord ou d'un refus, est conservé pendant 13 mois au maximum. À l'issue de ce délai, votre consentement vous est de nouveau demandé. Les cookies soumis à consentement ont eux-mêmes une durée de vie de 13 mois au maximum.</p>
<h3>Retirer votre consentement</h3>
<p>Vous pouvez modifier vos choix ou retirer votre consentement à tout moment, aussi facilement que vous l'avez donné&nbsp;:</p>
<ul>
<li>en rouvrant le panneau de gestion des cookies accessible depuis le lien prévu en bas de chaque page&nbsp;;</li>
<li>en supprimant les cookies déjà enregistrés et en paramétrant votre navigateur pour les bloquer. Chaque navigateur propose cette fonction dans ses réglages, généralement dans la rubrique «&nbsp;Confidentialité&nbsp;» ou «&nbsp;Vie privée&nbsp;».</li>
</ul>
<p>Le blocage des cookies strictement nécessaires peut empêcher l'accès à certaines fonctionnalités, comme la connexion à votre compte ou la validation d'une commande.</p>
<h3>Contact</h3>
<p>Pour toute question sur l'utilisation des cookies, vous pouvez nous joindre par téléphone au {{PHONE}} ou au moyen du formulaire de contact. Pour en savoir plus sur vos droits, consultez notre politique de confidentialité ou le site de la CNIL (www.cnil.fr).</p>`,
    en: `<h2>Cookie policy</h2>
<p>When you visit this website, cookies and other trackers may be stored on your device (computer, tablet or phone). This policy explains what they are, what they are used for and how you can accept or refuse them or withdraw your consent, in accordance with article 82 of the French Data Protection Act and the guidelines of the CNIL, the French data protection authority.</p>
<p>This website is published by {{COMPANY_NAME}}, {{CORPORATE_FORM}}, with its registered office at {{HEAD_OFFICE}}.</p>
<h3>What is a cookie?</h3>
<p>A cookie is a small text file saved by your browser when you visit a website. While it remains valid, it allows the website to recognise your device, for example to keep you logged in or to remember your preferences. A cookie cannot identify you personally on its own and cannot contain a virus.</p>
<h3>Categories of cookies we use</h3>
<ul>
<li><strong>Strictly necessary cookies</strong>: essential for the website to work, they do not require your consent. They are used in particular to keep you logged in to your account (24 hours), to remember your chosen language (12 months), to keep the contents of your basket, to secure payment and to record your cookie choices.</li>
<li><strong>Audience measurement cookies</strong>: they tell us how the website is used so that we can improve it, based on anonymous statistics. They are only set with your consent, unless they are strictly limited to producing anonymous statistics under the conditions laid down by the CNIL.</li>
<li><strong>Third-party content cookies</strong>: some pages include content hosted by third parties (videos, maps, customer reviews). These services may set their own cookies; such content is only loaded once you have agreed.</li>
<li><strong>Social network cookies</strong>: share or follow buttons may allow social networks to identify you. They are only activated with your consent.</li>
</ul>
<p>This website does not use any advertising cookies.</p>
<h3>Your consent</h3>
<p>On your first visit, a banner lets you accept or refuse the cookies that require consent, either all at once or category by category. Refusing is as easy as accepting, and refusing has no effect on your access to the website, apart from the third-party content concerned.</p>
<p>Your choice, whether you accept or refuse, is kept for no more than 13 months. After that period, you will be asked for your consent again. Cookies that require consent themselves have a lifetime of no more than 13 months.</p>
<h3>Withdrawing your consent</h3>
<p>You can change your choices or withdraw your consent at any time, as easily as you gave it:</p>
<ul>
<li>by reopening the cookie settings panel from the link at the bottom of every page;</li>
<li>by deleting the cookies already stored and setting your browser to block them. Every browser offers this option in its settings, usually under "Privacy" or "Privacy and security".</li>
</ul>
<p>Blocking strictly necessary cookies may prevent some features from working, such as logging in to your account or placing an order.</p>
<h3>Contact</h3>
<p>For any question about our use of cookies, you can reach us by telephone on {{PHONE}} or through the contact form. To find out more about your rights, see our privacy policy or the CNIL website (www.cnil.fr).</p>`,
  },
  SALE_TERMS: {
    fr_FR: `<h2>Conditions générales de vente</h2>
<h3>Article 1 – Objet et champ d'application</h3>
<p>Les présentes conditions générales de vente (CGV) régissent les ventes conclues sur le site entre le vendeur et toute personne effectuant un achat (le «&nbsp;client&nbsp;»). Elles s'appliquent à l'exclusion de toutes autres conditions. Le client déclare en avoir pris connaissance et les accepter sans réserve en cochant la case prévue à cet effet avant la validation de sa commande. Les CGV applicables sont celles en vigueur à la date de la commande.</p>
<h3>Article 2 – Identification du vendeur</h3>
<p>Les produits sont vendus par {{COMPANY_NAME}}, {{CORPORATE_FORM}}, immatriculée sous le numéro SIRET {{SIRET}}, dont le siège social est situé {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}. Le service client est joignable par téléphone au {{PHONE}}, au moyen du formulaire de contact du site ou par courrier adressé au siège social.</p>
<h3>Article 3 – Produits et réalisations sur mesure</h3>
<p>Les caractéristiques essentielles des produits sont présentées sur leur fiche. De légères différences de teinte ou d'aspect, inhérentes aux matières naturelles et au travail artisanal, ne constituent pas un défaut de conformité.</p>
<p>Certains produits sont fabriqués sur mesure ou personnalisés selon les indications du client (dimensions, matières, tissus, finitions, gravures ou textes). Le client est seul responsable de l'exactitude des informations qu'il transmet. Le délai de fabrication est indiqué sur la fiche produit ou sur le devis&nbsp;; il s'ajoute au délai d'expédition.</p>
<h4>Devis, acompte et solde des réalisations sur mesure</h4>
<p>Une réfection ou un meuble sur mesure fait l'objet d'une demande de devis. Le vendeur y répond par un devis numéroté et détaillé (main-d'œuvre, métrage et prix du tissu, fournitures, options, TVA, délai de réalisation), valable jusqu'à la date qu'il indique. Passé cette date sans acceptation, le devis est caduc&nbsp;; le vendeur peut en établir un nouveau. Le client accepte le devis en ligne, en indiquant son nom&nbsp;; la date, l'heure et l'adresse de cette acceptation sont conservées.</p>
<p>L'acceptation du devis est accompagnée du versement d'un <strong>acompte</strong>, dont le pourcentage figure sur le devis. L'acompte est un premier versement sur le prix&nbsp;: il marque l'engagement ferme et définitif des deux parties. La commande ne peut plus être annulée et le client reste redevable de la totalité du prix, le vendeur étant tenu de réaliser l'ouvrage. L'acompte se distingue des <strong>arrhes</strong>, qui permettent à chacune des parties de se dédire, le client en perdant les arrhes versées, le vendeur en les restituant au double. Les sommes versées d'avance étant des arrhes sauf stipulation contraire (article L214-1 du Code de la consommation), les parties conviennent expressément que la somme versée à l'acceptation d'un devis est un acompte et non des arrhes&nbsp;: dès ce versement, le vendeur achète le tissu et dégarnit le siège.</p>
<p>Le <strong>solde</strong>, égal au prix total du devis diminué de l'acompte, est facturé lorsque la réalisation est terminée et payé avant la remise du bien, qu'il soit retiré à l'atelier ou livré. L'acompte et le solde font chacun l'objet d'une facture.</p>
<p>Les biens confectionnés selon les spécifications du client sont exclus du droit de rétractation (article 10).</p>
<h3>Article 4 – Prix</h3>
<p>Les prix sont indiqués en euros, hors TVA. Lorsque la TVA est applicable, son montant s'ajoute au prix affiché et apparaît distinctement dans le récapitulatif présenté avant la validation de la commande&nbsp;; lorsque le vendeur n'y est pas assujetti, la mention correspondante figure sur la facture. Les frais de livraison sont indiqués avant la validation de la commande et facturés en sus, sauf mention contraire.</p>
<p>Les produits sont facturés au prix en vigueur lors de la validation de la commande.</p>
<h3>Article 5 – Commande</h3>
<p>Le client sélectionne ses produits et leurs options, choisit un mode de livraison, vérifie le récapitulatif et le prix total, corrige d'éventuelles erreurs, puis confirme sa commande avec obligation de paiement. Un e-mail de confirmation lui est ensuite adressé.</p>
<p>Le vendeur se réserve le droit de refuser ou d'annuler toute commande d'un client avec lequel existe un litige relatif au paiement d'une commande antérieure. Lorsque le site propose des boissons alcoolisées, leur vente est réservée aux personnes majeures&nbsp;; l'abus d'alcool est dangereux pour la santé, à consommer avec modération.</p>
<h3>Article 6 – Paiement</h3>
<p>Le paiement s'effectue en ligne par carte bancaire, au moyen d'une solution de paiement sécurisée. Seules les cartes bancaires émises par un établissement établi en France sont acceptées. Le compte du client est débité lors de la validation de la commande. Les données de carte sont chiffrées et ne sont jamais conservées par le vendeur.</p>
<p>Pour les réalisations sur mesure, un acompte est payé en ligne à l'acceptation du devis et le solde avant la remise du bien, selon les conditions de l'article 3.</p>
<h3>Article 7 – Disponibilité</h3>
<p>Les offres sont valables dans la limite des stocks disponibles. Si un produit se révèle indisponible après la passation de la commande, le client en est informé sans délai et peut choisir entre un produit équivalent, s'il est proposé, et l'annulation de tout ou partie de sa commande. Les sommes versées au titre des produits indisponibles sont remboursées au plus tard dans les 30 jours suivant leur paiement.</p>
<h3>Article 8 – Expédition et livraison</h3>
<p>Les livraisons sont effectuées en France métropolitaine et en Corse, selon les modes proposés lors de la commande&nbsp;:</p>
<ul>
<li>livraison en point relais&nbsp;;</li>
<li>livraison à domicile par transporteur&nbsp;;</li>
<li>retrait gratuit à l'atelier (Click &amp; Collect), au créneau choisi par le client, sur présentation de l'e-mail de confirmation.</li>
</ul>
<p>Les commandes de produits disponibles sont expédiées dans un délai de 72 heures suivant la confirmation du paiement&nbsp;; les commandes passées le week-end sont expédiées le lundi. Pour les réalisations sur mesure, ce délai court à compter de la fin de la fabrication. Les délais d'acheminement indiqués par les transporteurs sont donnés à titre indicatif. En tout état de cause, et sauf accord contraire, la livraison intervient au plus tard 30 jours après la conclusion du contrat.</p>
<p>Les risques de perte ou d'endommagement des produits sont transférés au client consommateur au moment où il en prend physiquement possession.</p>
<h3>Article 9 – Réception</h3>
<p>Le client vérifie l'état du colis et des produits à la réception et, si possible, émet des réserves précises auprès du transporteur. Toute avarie, produit manquant ou erreur doit être signalé au vendeur dans les 48 heures suivant la livraison, photographies à l'appui, afin de permettre l'ouverture d'un recours auprès du transporteur. Ce signalement ne prive pas le client consommateur des garanties légales décrites à l'article 11.</p>
<h3>Article 10 – Droit de rétractation</h3>
<p>Conformément aux articles L221-18 et suivants du Code de la consommation, le client consommateur dispose d'un délai de 14 jours à compter de la réception des produits, ou de leur retrait à l'atelier, pour exercer son droit de rétractation, sans avoir à justifier de motifs ni à payer de pénalités.</p>
<p>Le client exerce ce droit au moyen du bouton «&nbsp;Se rétracter du contrat ici&nbsp;», accessible sur le site pendant toute la durée du délai de rétractation (espace client, rubrique des commandes)&nbsp;: il indique son nom, la référence de la commande et l'adresse e-mail à laquelle recevoir l'accusé de réception, puis confirme sa demande. Il peut également adresser au vendeur toute autre déclaration dénuée d'ambiguïté, par écrit au siège social. Un accusé de réception lui est adressé sans délai par e-mail.</p>
<p>Le client renvoie les produits, complets et dans leur état d'origine, au plus tard 14 jours après avoir communiqué sa décision&nbsp;; les frais de retour sont à sa charge. Le vendeur rembourse la totalité des sommes versées, frais de livraison initiaux compris (sur la base du mode de livraison standard le moins coûteux), dans les 14 jours suivant la réception de la demande, par le même moyen de paiement. Il peut différer le remboursement jusqu'à la récupération des produits ou jusqu'à la preuve de leur expédition.</p>
<p>Conformément à l'article L221-28, 3° du Code de la consommation, le droit de rétractation ne peut pas être exercé pour les biens confectionnés selon les spécifications du client ou nettement personnalisés, tels que les réalisations sur mesure faisant l'objet d'un devis, les produits marqués «&nbsp;sur mesure&nbsp;» et les produits personnalisés, ni dans les autres cas prévus par ce même article. Le client en est informé avant la validation de sa commande ou l'acceptation de son devis, et la fonction de rétractation du site ne les propose pas.</p>
<h3>Article 11 – Garanties légales</h3>
<p>Le vendeur est tenu de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation), pendant 2 ans à compter de la délivrance du bien, et de la garantie des vices cachés (articles 1641 et suivants du Code civil), pendant 2 ans à compter de leur découverte. Le client qui souhaite mettre en œuvre ces garanties contacte le service client au {{PHONE}} ou par le formulaire de contact.</p>
<h3>Article 12 – Données personnelles</h3>
<p>Les données collectées lors de la commande sont nécessaires à son traitement et sont traitées conformément à la politique de confidentialité.</p>
<h3>Article 13 – Réclamations et médiation</h3>
<p>Toute réclamation est adressée en priorité au service client. À défaut de solution amiable dans un délai de 2 mois suivant sa réclamation écrite, le client consommateur peut recourir gratuitement au médiateur de la consommation dont relève le vendeur, conformément aux articles L611-1 et suivants du Code de la consommation. Les coordonnées du médiateur sont communiquées sur simple demande.</p>
<h3>Article 14 – Droit applicable</h3>
<p>Les présentes CGV sont soumises au droit français. En cas de litige, et à défaut de règlement amiable ou de médiation, le client consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou celle du lieu de survenance du fait dommageable.</p>`,
    en: `<h2>General terms and conditions of sale</h2>
<h3>Article 1 – Purpose and scope</h3>
<p>These general terms and conditions of sale (the "terms") govern sales concluded on this website between the seller and any person making a purchase (the "customer"). They apply to the exclusion of any other conditions. The customer confirms having read and accepted them in full by ticking the box provided for this purpose before confirming the order. The terms that apply are those in force on the date of the order.</p>
<h3>Article 2 – The seller</h3>
<p>Products are sold by {{COMPANY_NAME}}, {{CORPORATE_FORM}}, registered under SIRET number {{SIRET}}, with its registered office at {{HEAD_OFFICE}}, represented by {{LEGAL_AGENT}}. Customer service can be reached by telephone on {{PHONE}}, through the website's contact form or by post to the registered office.</p>
<h3>Article 3 – Products and made-to-measure work</h3>
<p>The essential characteristics of each product are set out on its product page. Slight differences in shade or appearance, inherent in natural materials and craftsmanship, do not constitute a lack of conformity.</p>
<p>Some products are made to measure or personalised according to the customer's instructions (dimensions, materials, fabrics, finishes, engravings or text). The customer is solely responsible for the accuracy of the information provided. The production time is stated on the product page or in the quotation and is added to the shipping time.</p>
<h4>Quotation, deposit and balance of made-to-measure work</h4>
<p>Re-upholstery or a made-to-measure piece starts with a request for a quotation. The seller replies with a numbered, itemised quotation (labour, length and price of fabric, supplies, options, VAT, lead time), valid until the date it states. If it is not accepted by that date, the quotation lapses; the seller may issue a new one. The customer accepts the quotation online by entering their name; the date, time and address of the acceptance are kept.</p>
<p>Accepting the quotation comes with the payment of a <strong>deposit</strong> (French «&nbsp;acompte&nbsp;»), whose percentage is stated in the quotation. The deposit is a first payment towards the price: it marks the firm and final commitment of both parties. The order can no longer be cancelled and the customer owes the whole price, while the seller is bound to carry out the work. A deposit differs from «&nbsp;arrhes&nbsp;» (an earnest payment), which let either party walk away, the customer by forfeiting them, the seller by paying back twice the amount. As advance payments are «&nbsp;arrhes&nbsp;» unless agreed otherwise (article L214-1 of the French Consumer Code), the parties expressly agree that the payment made on accepting a quotation is a deposit and not «&nbsp;arrhes&nbsp;»: from that payment onwards, the seller buys the fabric and strips the piece.</p>
<p>The <strong>balance</strong>, the total price of the quotation less the deposit, is invoiced when the work is finished and paid before the piece is handed over, whether it is collected from the workshop or delivered. The deposit and the balance each have their own invoice.</p>
<p>Goods made to the customer's specifications are excluded from the right of withdrawal (article 10).</p>
<h3>Article 4 – Prices</h3>
<p>Prices are shown in euros, excluding VAT. Where VAT applies, it is added to the displayed price and shown separately in the summary presented before the order is confirmed; where the seller is not liable for VAT, this is stated on the invoice. Delivery charges are shown before the order is confirmed and are charged in addition unless stated otherwise.</p>
<p>Products are invoiced at the price in force when the order is confirmed.</p>
<h3>Article 5 – Orders</h3>
<p>The customer selects products and their options, chooses a delivery method, checks the order summary and total price, corrects any errors and then confirms the order with an obligation to pay. An order confirmation email is then sent to the customer.</p>
<p>The seller reserves the right to refuse or cancel any order from a customer with whom there is a dispute over payment for a previous order. Where the website offers alcoholic beverages, they may only be sold to adults; alcohol abuse is dangerous to health and should be consumed in moderation.</p>
<h3>Article 6 – Payment</h3>
<p>Payment is made online by bank card through a secure payment solution. Only bank cards issued by an institution established in France are accepted. The customer's account is debited when the order is confirmed. Card details are encrypted and are never stored by the seller.</p>
<p>For made-to-measure work, a deposit is paid online when the quotation is accepted and the balance before the piece is handed over, under the conditions of article 3.</p>
<h3>Article 7 – Availability</h3>
<p>Offers are valid while stocks last. If a product turns out to be unavailable after the order has been placed, the customer is informed without delay and may choose between an equivalent product, if one is offered, and cancelling all or part of the order. Any amount paid for unavailable products is refunded within 30 days of payment at the latest.</p>
<h3>Article 8 – Shipping and delivery</h3>
<p>Deliveries are made to mainland France and Corsica, using the methods offered at the time of ordering:</p>
<ul>
<li>delivery to a relay point;</li>
<li>home delivery by courier;</li>
<li>free pick-up at the workshop (Click &amp; Collect), in the time slot chosen by the customer, on presentation of the confirmation email.</li>
</ul>
<p>Orders for products in stock are shipped within 72 hours of payment confirmation; orders placed at the weekend are shipped on Monday. For made-to-measure work, this period starts when production is completed. Transit times given by carriers are for guidance only. In any event, unless otherwise agreed, delivery takes place no later than 30 days after the contract is concluded.</p>
<p>The risk of loss of or damage to the products passes to the consumer when they take physical possession of them.</p>
<h3>Article 9 – Receipt of goods</h3>
<p>The customer checks the condition of the parcel and products on receipt and, where possible, records precise reservations with the carrier. Any damage, missing product or error must be reported to the seller within 48 hours of delivery, with photographs, so that a claim can be made against the carrier. Such a report does not deprive consumers of the statutory guarantees described in article 11.</p>
<h3>Article 10 – Right of withdrawal</h3>
<p>In accordance with articles L221-18 et seq. of the French Consumer Code, consumers have 14 days from receipt of the products, or from their pick-up at the workshop, to withdraw from the contract without giving any reason and without paying any penalty.</p>
<p>The customer exercises this right with the "Withdraw from contract here" button, available on the website throughout the withdrawal period (customer account, orders section): the customer enters their name, the order reference and the email address at which to receive the acknowledgement, then confirms the request. The customer may also send the seller any other unambiguous statement, in writing to the registered office. An acknowledgement of receipt is sent by email without delay.</p>
<p>The customer returns the products, complete and in their original condition, no later than 14 days after communicating the decision; return costs are borne by the customer. The seller refunds all amounts paid, including the original delivery charges (on the basis of the cheapest standard delivery method), within 14 days of receiving the request, using the same means of payment. The refund may be withheld until the products have been received back or proof of their return has been provided.</p>
<p>In accordance with article L221-28, 3° of the French Consumer Code, the right of withdrawal does not apply to goods made to the customer's specifications or clearly personalised, such as made-to-measure work ordered on a quotation, products marked "made to measure" and personalised products, nor in the other cases listed in that article. The customer is informed of this before confirming the order or accepting the quotation, and the website's withdrawal function does not offer them.</p>
<h3>Article 11 – Statutory guarantees</h3>
<p>The seller is bound by the statutory guarantee of conformity (articles L217-3 et seq. of the French Consumer Code) for 2 years from delivery of the goods, and by the guarantee against hidden defects (articles 1641 et seq. of the French Civil Code) for 2 years from their discovery. Customers wishing to rely on these guarantees should contact customer service on {{PHONE}} or through the contact form.</p>
<h3>Article 12 – Personal data</h3>
<p>The data collected with an order is needed to process it and is handled in accordance with the privacy policy.</p>
<h3>Article 13 – Complaints and mediation</h3>
<p>Complaints should first be sent to customer service. If no amicable solution is found within 2 months of the written complaint, consumers may refer the matter free of charge to the consumer mediator the seller belongs to, in accordance with articles L611-1 et seq. of the French Consumer Code. The mediator's contact details are available on request.</p>
<h3>Article 14 – Governing law</h3>
<p>These terms are governed by French law. In the event of a dispute that is not settled amicably or through mediation, consumers may bring proceedings, at their choice, before the court of the place where they lived when the contract was concluded or of the place where the harmful event occurred.</p>`,
  },
  USE_TERMS: {
    fr_FR: `<h2>Conditions générales d'utilisation</h2>
<h3>Article 1 – Objet</h3>
<p>Les présentes conditions générales d'utilisation (CGU) définissent les modalités d'accès au site et d'utilisation de ses services par toute personne qui le consulte (l'«&nbsp;utilisateur&nbsp;»). Le site est édité par {{COMPANY_NAME}}, {{CORPORATE_FORM}}, immatriculée sous le numéro SIRET {{SIRET}}, dont le siège social est situé {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}.</p>
<p>L'utilisation du site vaut acceptation des présentes CGU. Les achats sont en outre régis par les conditions générales de vente.</p>
<h3>Article 2 – Accès au site</h3>
<p>Le site est accessible gratuitement à tout utilisateur disposant d'un accès à internet&nbsp;; les frais de connexion et d'équipement restent à sa charge. L'éditeur s'efforce d'assurer l'accès au site en permanence, mais peut l'interrompre pour des raisons de maintenance, de mise à jour ou de sécurité, sans que sa responsabilité puisse être engagée.</p>
<h3>Article 3 – Membres et non-membres</h3>
<p>Sans créer de compte, l'utilisateur non-membre peut consulter librement le site, ses pages, ses actualités et son catalogue, et nous contacter au moyen du formulaire prévu à cet effet.</p>
<p>L'utilisateur qui crée un compte devient membre. Il accède alors à un espace personnel lui permettant notamment de passer commande, de suivre ses commandes et ses factures, d'enregistrer ses adresses de livraison et de facturation, de gérer ses abonnements et, le cas échéant, d'exercer son droit de rétractation en ligne.</p>
<h3>Article 4 – Création du compte</h3>
<p>Pour créer un compte, l'utilisateur renseigne un formulaire d'inscription et choisit un mot de passe. Il s'engage à fournir des informations sincères, exactes et complètes, et à les tenir à jour depuis son espace personnel. L'éditeur peut suspendre ou supprimer un compte créé à partir d'informations manifestement fausses ou utilisé de manière frauduleuse.</p>
<p>Lorsque le site propose des boissons alcoolisées, ou lorsque l'éditeur le prévoit, la date de naissance peut être demandée lors de l'inscription et l'inscription des mineurs refusée.</p>
<h3>Article 5 – Identifiants et mot de passe</h3>
<p>L'adresse e-mail et le mot de passe du membre sont personnels et confidentiels. Le membre s'engage à garder son mot de passe secret, à ne pas le communiquer à des tiers et à choisir un mot de passe robuste, qu'il n'utilise pas sur d'autres services. Toute action effectuée au moyen de ses identifiants est réputée effectuée par lui.</p>
<p>En cas de perte, d'oubli ou de soupçon d'utilisation frauduleuse de son mot de passe, le membre le modifie sans délai au moyen de la fonction «&nbsp;Mot de passe oublié&nbsp;» et en informe l'éditeur au {{PHONE}} ou par le formulaire de contact. Le mot de passe n'est jamais demandé par l'éditeur, ni par téléphone ni par e-mail.</p>
<h3>Article 6 – Obligations de l'utilisateur</h3>
<p>L'utilisateur s'engage à utiliser le site de manière loyale et conforme à sa destination. Il s'interdit notamment&nbsp;:</p>
<ul>
<li>de porter atteinte au fonctionnement ou à la sécurité du site, de tenter d'accéder sans autorisation à ses systèmes ou d'en extraire le contenu de manière automatisée&nbsp;;</li>
<li>d'usurper l'identité d'un tiers ou de transmettre des informations fausses&nbsp;;</li>
<li>de publier, par le biais des formulaires ou des avis, des propos illicites, injurieux, diffamatoires ou contraires aux bonnes mœurs.</li>
</ul>
<h3>Article 7 – Propriété intellectuelle</h3>
<p>Les contenus du site (textes, photographies, vidéos, logos, créations et modèles) sont protégés par le droit de la propriété intellectuelle et appartiennent à {{COMPANY_NAME}} ou à ses partenaires. Toute reproduction ou exploitation sans autorisation écrite préalable est interdite.</p>
<h3>Article 8 – Désinscription et suppression du compte</h3>
<p>Le membre peut se désabonner à tout moment de la newsletter et des communications commerciales, en cliquant sur le lien de désinscription présent dans chaque e-mail ou depuis son espace personnel.</p>
<p>Il peut également demander la suppression de son compte, depuis son espace personnel ou en contactant l'éditeur. La demande est traitée dans un délai de 10 jours ouvrés. La suppression du compte entraîne l'effacement des données personnelles associées, à l'exception de celles que l'éditeur est légalement tenu de conserver, notamment les factures, qui sont archivées pour la durée légale. Les commandes en cours sont menées à leur terme.</p>
<p>Un compte resté inactif pendant {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} ans est anonymisé, après information du membre par e-mail {{RETENTION_INACTIVITY_NOTICE_DAYS}} jours avant.</p>
<h3>Article 9 – Données personnelles</h3>
<p>Les données personnelles de l'utilisateur sont traitées conformément à la politique de confidentialité, qui décrit les finalités des traitements, les durées de conservation et les droits dont il dispose.</p>
<h3>Article 10 – Responsabilité</h3>
<p>L'éditeur met tout en œuvre pour fournir des informations fiables, sans pouvoir garantir l'absence totale d'erreur. Il ne saurait être tenu responsable des dommages résultant d'une utilisation du site non conforme aux présentes CGU, d'une interruption du service ou du contenu des sites tiers vers lesquels renvoient des liens.</p>
<h3>Article 11 – Modification et droit applicable</h3>
<p>L'éditeur peut modifier les présentes CGU à tout moment&nbsp;; la version applicable est celle en ligne lors de l'utilisation du site. Les CGU sont régies par le droit français. Tout litige relatif à leur interprétation ou à leur exécution relève, à défaut de résolution amiable, des juridictions françaises compétentes.</p>`,
    en: `<h2>Terms of use</h2>
<h3>Article 1 – Purpose</h3>
<p>These terms of use set out how anyone visiting this website (the "user") may access it and use its services. The website is published by {{COMPANY_NAME}}, {{CORPORATE_FORM}}, registered under SIRET number {{SIRET}}, with its registered office at {{HEAD_OFFICE}}, represented by {{LEGAL_AGENT}}.</p>
<p>Using the website implies acceptance of these terms of use. Purchases are also governed by the general terms and conditions of sale.</p>
<h3>Article 2 – Access to the website</h3>
<p>The website is free to access for any user with an internet connection; connection and equipment costs are borne by the user. The publisher strives to keep the website available at all times but may interrupt access for maintenance, updates or security reasons without incurring any liability.</p>
<h3>Article 3 – Members and non-members</h3>
<p>Without creating an account, non-members may freely browse the website, its pages, its news and its catalogue, and contact us through the contact form.</p>
<p>Users who create an account become members. They then have access to a personal area where they can, among other things, place orders, track their orders and invoices, save delivery and billing addresses, manage their subscriptions and, where applicable, exercise their right of withdrawal online.</p>
<h3>Article 4 – Creating an account</h3>
<p>To create an account, the user fills in a registration form and chooses a password. The user undertakes to provide sincere, accurate and complete information and to keep it up to date from their personal area. The publisher may suspend or delete an account created with clearly false information or used fraudulently.</p>
<p>Where the website offers alcoholic beverages, or where the publisher so decides, users may be asked for their date of birth when registering, and registration may be refused to minors.</p>
<h3>Article 5 – Login details and password</h3>
<p>A member's email address and password are personal and confidential. Members undertake to keep their password secret, not to disclose it to anyone and to choose a strong password that they do not use for other services. Any action carried out with a member's login details is deemed to have been carried out by that member.</p>
<p>If a password is lost or forgotten, or fraudulent use is suspected, the member changes it without delay using the "Forgotten password" feature and informs the publisher on {{PHONE}} or through the contact form. The publisher will never ask for your password, whether by telephone or by email.</p>
<h3>Article 6 – User obligations</h3>
<p>Users undertake to use the website fairly and for its intended purpose. In particular, they must not:</p>
<ul>
<li>interfere with the operation or security of the website, attempt to access its systems without authorisation or extract its content by automated means;</li>
<li>impersonate another person or submit false information;</li>
<li>post unlawful, abusive, defamatory or indecent content through the forms or reviews.</li>
</ul>
<h3>Article 7 – Intellectual property</h3>
<p>The content of the website (texts, photographs, videos, logos, creations and designs) is protected by intellectual property law and belongs to {{COMPANY_NAME}} or its partners. Any reproduction or use without prior written consent is prohibited.</p>
<h3>Article 8 – Unsubscribing and deleting your account</h3>
<p>Members may unsubscribe from the newsletter and marketing communications at any time, using the unsubscribe link in every email or from their personal area.</p>
<p>Members may also ask for their account to be deleted, from their personal area or by contacting the publisher. The request is handled within 10 working days. Deleting the account erases the associated personal data, except for data the publisher is legally required to keep, such as invoices, which are archived for the statutory period. Orders in progress are completed.</p>
<p>An account that has been inactive for {{RETENTION_ACCOUNT_INACTIVITY_YEARS}} years is anonymised, after the member has been told by email {{RETENTION_INACTIVITY_NOTICE_DAYS}} days before.</p>
<h3>Article 9 – Personal data</h3>
<p>Users' personal data is processed in accordance with the privacy policy, which describes the purposes of processing, retention periods and users' rights.</p>
<h3>Article 10 – Liability</h3>
<p>The publisher does its utmost to provide reliable information but cannot guarantee that it is entirely free of errors. It cannot be held liable for any damage resulting from use of the website that does not comply with these terms, from an interruption of service or from the content of third-party websites reached through links.</p>
<h3>Article 11 – Changes and governing law</h3>
<p>The publisher may amend these terms of use at any time; the applicable version is the one online when the website is used. These terms are governed by French law. Any dispute concerning their interpretation or performance shall, failing an amicable settlement, be referred to the competent French courts.</p>`,
  },
};
