/**
 * Generic French legal texts for a new site. The `{{…}}` placeholders are filled from the
 * company identity parameters when the page is served; the owner completes those parameters.
 */
export const legalTextsFr = {
  LEGAL_NOTICE: [
    '<h2>Éditeur du site</h2>',
    '<p>Ce site est édité par {{companyName}}, dont le siège social est situé {{headOffice}}, immatriculée sous le numéro {{rcs}} et identifiée à la TVA sous le numéro {{vat}}.</p>',
    '<p>Responsable de la publication : {{legalAgent}}.</p>',
    '<p>Téléphone : {{phone}} — e-mail : {{email}}.</p>',
    '<h2>Hébergement</h2>',
    '<p>Le site est hébergé par le prestataire choisi par {{companyName}} ; ses coordonnées sont communiquées sur simple demande adressée à {{email}}.</p>',
    '<h2>Propriété intellectuelle</h2>',
    '<p>Les textes, images, logos et éléments graphiques de ce site sont la propriété de {{companyName}} ou de ses partenaires. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite.</p>',
    '<h2>Données personnelles</h2>',
    '<p>Le traitement de vos données est décrit dans notre <a href="/privacy-policy">politique de confidentialité</a>.</p>',
  ].join(''),
  PRIVACY_POLICY: [
    '<h2>Responsable du traitement</h2>',
    '<p>{{companyName}}, {{headOffice}}, est responsable du traitement des données personnelles collectées sur ce site.</p>',
    '<h2>Données collectées et finalités</h2>',
    '<p>Nous collectons les informations que vous nous transmettez par les formulaires du site (nom, coordonnées, message) afin de répondre à vos demandes. Elles ne sont ni vendues ni cédées à des tiers.</p>',
    '<h2>Durée de conservation</h2>',
    '<p>Vos données sont conservées au plus 3 ans après notre dernier contact. Votre choix concernant les cookies est conservé au plus 13 mois.</p>',
    '<h2>Vos droits</h2>',
    '<p>Vous pouvez accéder à vos données, les rectifier, les effacer ou vous opposer à leur traitement en écrivant à {{email}}. Les demandes de suppression sont traitées sous 10 jours ouvrés et toute demande d’exercice de vos droits reçoit une réponse sous 30 jours. Vous pouvez aussi saisir la CNIL.</p>',
    '<p>L’utilisation du site est régie par nos <a href="/use-terms">conditions générales d’utilisation</a>.</p>',
  ].join(''),
  COOKIE_POLICY: [
    '<h2>Qu’est-ce qu’un cookie ?</h2>',
    '<p>Un cookie est un petit fichier déposé sur votre appareil lors de la visite d’un site. Il permet par exemple de mémoriser votre langue ou votre choix de consentement.</p>',
    '<h2>Cookies utilisés</h2>',
    '<p>Ce site utilise des cookies nécessaires à son fonctionnement (langue, consentement). Les cookies de mesure d’audience ne sont déposés qu’avec votre accord, donné ou refusé dans le bandeau affiché lors de votre première visite.</p>',
    '<h2>Durée et retrait du consentement</h2>',
    '<p>Votre choix est conservé au plus 13 mois. Vous pouvez le modifier à tout moment en supprimant les cookies de ce site dans votre navigateur. Pour toute question : {{email}}.</p>',
  ].join(''),
  USE_TERMS: [
    '<h2>Objet</h2>',
    '<p>Les présentes conditions encadrent l’utilisation du site de {{companyName}}. En naviguant sur le site, vous les acceptez.</p>',
    '<h2>Accès au site</h2>',
    '<p>L’accès au site est gratuit. Il permet de consulter nos services, de lire nos actualités, de s’informer et de nous contacter. {{companyName}} s’efforce d’assurer son accès en continu mais peut l’interrompre pour maintenance.</p>',
    '<h2>Responsabilité</h2>',
    '<p>Les informations publiées sont fournies à titre indicatif et mises à jour régulièrement ; elles peuvent néanmoins contenir des inexactitudes. Signalez-les-nous à {{email}} ou au {{phone}}.</p>',
    '<h2>Droit applicable</h2>',
    '<p>Les présentes conditions sont soumises au droit français. Consultez aussi nos <a href="/legal-notice">mentions légales</a>.</p>',
  ].join(''),
} as const;
