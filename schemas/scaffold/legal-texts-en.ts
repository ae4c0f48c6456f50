/**
 * Generic English legal texts for a new site. The `{{…}}` placeholders are filled from the
 * company identity parameters when the page is served; the owner completes those parameters.
 */
export const legalTextsEn = {
  LEGAL_NOTICE: [
    '<h2>Publisher</h2>',
    '<p>This website is published by {{companyName}}, whose head office is at {{headOffice}}, registered under number {{rcs}}, VAT number {{vat}}.</p>',
    '<p>Publishing director: {{legalAgent}}.</p>',
    '<p>Phone: {{phone}} — e-mail: {{email}}.</p>',
    '<h2>Hosting</h2>',
    '<p>The website is hosted by the provider chosen by {{companyName}}; its contact details are available on request at {{email}}.</p>',
    '<h2>Intellectual property</h2>',
    '<p>The texts, pictures, logos and graphics of this website belong to {{companyName}} or its partners. Any reproduction, even partial, without prior written consent is forbidden.</p>',
    '<h2>Personal data</h2>',
    '<p>How we handle your data is described in our <a href="/en/privacy-policy">privacy policy</a>.</p>',
  ].join(''),
  PRIVACY_POLICY: [
    '<h2>Data controller</h2>',
    '<p>{{companyName}}, {{headOffice}}, is responsible for the personal data collected on this website.</p>',
    '<h2>Data we collect and why</h2>',
    '<p>We collect the information you send us through the forms of the website (name, contact details, message) to answer your requests. It is neither sold nor passed on to third parties.</p>',
    '<h2>Retention</h2>',
    '<p>Your data is kept for at most 3 years after our last contact. Your cookie choice is kept for at most 13 months.</p>',
    '<h2>Your rights</h2>',
    '<p>You may access, correct or erase your data, or object to its use, by writing to {{email}}. Removal requests are handled within 10 working days and every request about your rights is answered within 30 days. You may also contact the CNIL, the French data protection authority.</p>',
    '<p>Use of the website is governed by our <a href="/en/use-terms">terms of use</a>.</p>',
  ].join(''),
  COOKIE_POLICY: [
    '<h2>What is a cookie?</h2>',
    '<p>A cookie is a small file stored on your device when you visit a website. It remembers, for example, your language or your consent choice.</p>',
    '<h2>Cookies we use</h2>',
    '<p>This website uses the cookies it needs to work (language, consent). Audience measurement cookies are only set with your consent, given or refused in the banner shown on your first visit.</p>',
    '<h2>Duration and withdrawal of consent</h2>',
    '<p>Your choice is kept for at most 13 months. You can change it at any time by deleting this website’s cookies in your browser. Questions: {{email}}.</p>',
  ].join(''),
  USE_TERMS: [
    '<h2>Purpose</h2>',
    '<p>These terms govern the use of the website of {{companyName}}. By browsing the website, you accept them.</p>',
    '<h2>Access</h2>',
    '<p>Access to the website is free. It lets you browse our services, read our news, find information and contact us. {{companyName}} strives to keep it available at all times but may interrupt it for maintenance.</p>',
    '<h2>Liability</h2>',
    '<p>The information published is given for guidance and updated regularly; it may nevertheless contain errors. Please report them to {{email}} or on {{phone}}.</p>',
    '<h2>Governing law</h2>',
    '<p>These terms are governed by French law. See also our <a href="/en/legal-notice">legal notice</a>.</p>',
  ].join(''),
} as const;
