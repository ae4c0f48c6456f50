/** Bilingual content documents written by createContentFixture (bodies without their header). */
const l = (fr: string, en: string) => ({ fr, en });
const s = (fr: string, en: string) => ({ fr, en });
const img = (src: string, fr: string, en: string) => ({ src, alt: l(fr, en), width: 800, height: 600 });

export const uploadForm = {
  id: 'dossier-voyage',
  title: l('Dossier de voyage', 'Travel file'),
  fields: [
    { name: 'name', type: 'text', label: l('Nom du groupe', 'Group name'), required: true, maxLength: 80 },
    { name: 'email', type: 'email', label: l('E-mail', 'E-mail'), required: true },
    {
      name: 'travelers', type: 'radio', label: l('Nombre de voyageurs', 'Number of travellers'), required: true,
      options: [{ value: 'under-30', label: l('Moins de 30', 'Under 30') }, { value: 'over-30', label: l('30 et plus', '30 or more') }],
    },
    { name: 'documents', type: 'file', label: l('Liste des participants', 'List of participants'), required: true, accept: ['.pdf', 'image/*'], maxSize: 2000, multiple: true },
    { name: 'consent', type: 'checkbox', label: l('J’accepte le traitement de mes données', 'I agree to the processing of my data'), required: true },
  ],
  submitLabel: l('Envoyer le dossier', 'Send the file'),
  successMessage: l('Votre dossier est bien reçu.', 'Your file has been received.'),
  recipientEmail: 'voyages@example.fr',
};

export const registrationList = {
  route: 'sorties',
  items: [
    { id: 101, order: 1, title: l('Journée au Puy du Fou', 'A day at Puy du Fou'), date: '2030-06-14', canRegister: true, capacity: 10, tags: ['famille'] },
    { id: 102, order: 2, title: l('Croisière sur l’Erdre', 'Cruise on the Erdre'), date: '2030-07-05', tags: ['nature'] },
  ],
};

export const autocarsContent = {
  blog: {
    folders: [
      { id: 1, idParent: null, order: 1, slug: s('conseils-voyage', 'travel-tips'), title: l('Conseils voyage', 'Travel tips') },
      { id: 2, idParent: 1, order: 1, slug: s('sorties-scolaires', 'school-trips'), title: l('Sorties scolaires', 'School trips') },
      { id: 3, idParent: null, order: 2, slug: s('notre-flotte', 'our-fleet'), title: l('Notre flotte', 'Our fleet') },
    ],
    articles: [
      { id: 1, idFolder: 1, date: '2025-03-02', slug: s('preparer-voyage-groupe', 'planning-a-group-trip'), title: l('Préparer un voyage de groupe en autocar', 'Planning a group trip by coach'), summary: l('Horaires, pauses et bagages : nos conseils.', 'Times, breaks and luggage: our advice.'), html: l('<p>Prévoyez une pause toutes les deux heures.</p>', '<p>Plan a break every two hours.</p>') },
      { id: 2, idFolder: 1, date: '2025-05-10', slug: s('autocar-seminaire', 'coach-for-a-seminar'), title: l('Choisir son autocar pour un séminaire', 'Choosing a coach for a seminar'), summary: l('Wi-Fi, prises et confort.', 'Wi-Fi, sockets and comfort.'), html: l('<p>Nos autocars Grand Tourisme ont le Wi-Fi.</p>', '<p>Our touring coaches have Wi-Fi.</p>') },
      { id: 3, idFolder: 2, date: '2025-01-15', slug: s('classe-de-mer', 'seaside-school-trip'), title: l('Classe de mer : la liste des enseignants', 'Seaside school trip: the teachers’ checklist'), summary: l('Autorisations et trousseau.', 'Permissions and packing list.'), html: l('<p>Pensez aux autorisations parentales.</p>', '<p>Remember the parental permissions.</p>') },
      { id: 4, idFolder: null, date: '2024-09-01', slug: s('cent-ans-de-transport', 'a-hundred-years-of-travel'), title: l('Plus de cent ans de transport en Vendée', 'Over a hundred years of travel in Vendée'), summary: l('Depuis 1919.', 'Since 1919.'), html: l('<p>Tout commence en 1919.</p>', '<p>It all began in 1919.</p>') },
      { id: 5, idFolder: 1, date: '2025-06-01', isValid: false, slug: s('brouillon', 'draft'), title: l('Article en préparation', 'Article in preparation'), summary: l('Bientôt.', 'Soon.'), html: l('<p>Bientôt.</p>', '<p>Soon.</p>') },
    ],
  },
  news: {
    news: [
      { id: 1, promoted: true, date: '2025-04-01', title: l('Nouveaux autocars 2025', 'New coaches for 2025'), summary: l('Trois autocars neufs rejoignent la flotte.', 'Three new coaches join the fleet.'), html: l('<p>Trois autocars neufs.</p>', '<p>Three new coaches.</p>') },
      { id: 2, promoted: false, date: '2025-02-12', title: l('Horaires d’été', 'Summer opening hours'), summary: l('L’agence ouvre le samedi matin.', 'The office opens on Saturday mornings.'), html: l('<p>Ouvert le samedi.</p>', '<p>Open on Saturdays.</p>') },
      { id: 3, promoted: false, date: '2024-12-20', title: l('Marché de Noël de Strasbourg', 'Strasbourg Christmas market'), summary: l('Départ le 12 décembre.', 'Departure on 12 December.'), html: l('<p>Trois jours en Alsace.</p>', '<p>Three days in Alsace.</p>') },
    ],
  },
  albums: {
    albums: [
      { id: 1, title: l('La flotte', 'The fleet'), items: [{ image: img('/media/fleet/coach.svg', 'Autocar Grand Tourisme', 'Touring coach'), caption: l('Grand Tourisme 57 places', '57-seat touring coach') }] },
      { id: 2, title: l('Voyages 2024', 'Trips 2024'), items: [{ image: img('/media/trips/mont-saint-michel.jpg', 'Le Mont-Saint-Michel', 'Mont-Saint-Michel') }, { image: img('/media/trips/arrivee.mp4', 'Arrivée du groupe', 'The group arrives') }] },
    ],
  },
  services: {
    services: [
      { id: 1, order: 1, tags: ['groupes', 'entreprises'], title: l('Location avec chauffeur', 'Hire with driver'), summary: l('Un autocar et son conducteur.', 'A coach and its driver.'), html: l('<p>Devis sous 24 heures.</p>', '<p>Quote within 24 hours.</p>') },
      { id: 2, order: 2, tags: ['scolaires'], title: l('Transport scolaire', 'School transport'), summary: l('Sorties et classes découvertes.', 'Outings and field trips.'), html: l('<p>Conducteurs formés.</p>', '<p>Trained drivers.</p>') },
      { id: 3, order: 3, tags: ['pmr'], title: l('Véhicules accessibles', 'Accessible vehicles'), summary: l('Plateforme élévatrice.', 'Wheelchair lift.'), html: l('<p>Deux places fauteuil.</p>', '<p>Two wheelchair spaces.</p>') },
    ],
  },
  events: {
    calendars: [
      {
        id: 1, name: l('Départs des voyages organisés', 'Organised trip departures'),
        allowedDates: ['2020-01-10', '2030-07-20', '2030-07-03', '2030-08-01'],
        events: [
          { id: 2, date: '2030-08-01', startTime: '07:30', title: l('Départ pour les châteaux de la Loire', 'Departure for the Loire castles'), places: 12 },
          { id: 1, date: '2030-07-03', startTime: '06:00', title: l('Départ pour le Mont-Saint-Michel', 'Departure for Mont-Saint-Michel'), places: null },
        ],
      },
    ],
  },
  reviews: {
    placeUrl: 'https://maps.google.com/?cid=1919',
    reviews: [
      { id: 'r1', author: 'Martine L.', rating: 5, text: 'Conducteur ponctuel et très aimable.', language: 'fr', date: '2025-05-02' },
      { id: 'r2', author: 'James P.', rating: 4, text: 'Comfortable coach, smooth trip.', language: 'en', date: '2025-02-18' },
      { id: 'r3', author: 'Club de foot de Luçon', rating: 5, text: 'Parfait pour nos déplacements.', language: 'fr', date: '2024-10-05' },
    ],
  },
};

export const domaineContent = {
  blog: {
    folders: [{ id: 10, idParent: null, slug: s('au-vignoble', 'in-the-vineyard'), title: l('Au vignoble', 'In the vineyard') }],
    articles: [
      { id: 20, idFolder: 10, date: '2025-09-20', slug: s('vendanges-2025', 'harvest-2025'), title: l('Vendanges 2025', 'Harvest 2025'), summary: l('Une belle maturité.', 'Fine ripeness.'), html: l('<p>Des raisins sains.</p>', '<p>Healthy grapes.</p>') },
      { id: 21, idFolder: null, date: '2025-03-01', slug: s('accords-mets-vins', 'food-and-wine-pairing'), title: l('Accords mets et vins', 'Food and wine pairing'), summary: l('Les fiefs vendéens et les fruits de mer.', 'Fiefs Vendéens wines and seafood.'), html: l('<p>Un blanc avec les huîtres.</p>', '<p>A white with oysters.</p>') },
    ],
  },
  news: {
    news: [
      { id: 1, promoted: true, date: '2025-10-01', title: l('Portes ouvertes au caveau', 'Cellar open days'), summary: l('Les 8 et 9 novembre.', 'On 8 and 9 November.'), html: l('<p>Dégustation offerte.</p>', '<p>Free tasting.</p>') },
      { id: 2, promoted: false, date: '2025-06-15', title: l('Médaille d’or', 'Gold medal'), summary: l('Pour notre rosé.', 'For our rosé.'), html: l('<p>Concours de Mâcon.</p>', '<p>Mâcon competition.</p>') },
    ],
  },
  albums: { albums: [{ id: 1, title: l('Le domaine', 'The estate'), items: [{ image: img('/media/estate/vines.jpg', 'Les vignes', 'The vines') }] }] },
  services: {
    services: [
      { id: 1, tags: ['visites'], title: l('Visite du chai', 'Cellar tour'), summary: l('Une heure avec le vigneron.', 'An hour with the winemaker.'), html: l('<p>Sur réservation.</p>', '<p>By appointment.</p>') },
      { id: 2, tags: ['evenements'], title: l('Location de salle', 'Room hire'), summary: l('Pour vos réceptions.', 'For your receptions.'), html: l('<p>Jusqu’à 80 personnes.</p>', '<p>Up to 80 guests.</p>') },
    ],
  },
  events: {
    calendars: [{ id: 1, name: l('Dégustations', 'Tastings'), allowedDates: ['2030-07-12'], events: [{ id: 1, date: '2030-07-12', startTime: '18:00', title: l('Soirée dégustation', 'Tasting evening'), places: 20 }] }],
  },
  reviews: { reviews: [{ id: 'd1', author: 'Paul R.', rating: 5, text: 'Accueil chaleureux, vins excellents.', language: 'fr', date: '2025-07-14' }] },
};

export const fixturePopups = [
  {
    id: 1, isValid: true, title: l('Voyages d’été', 'Summer trips'), html: l('<p>Réservez avant le 30 avril.</p>', '<p>Book before 30 April.</p>'),
    button: { label: l('Voir les voyages', 'See the trips'), href: l('/voyages-organises', '/en/organised-trips') },
    trigger: 'ON_LOAD', delaySeconds: 2, pages: 'ALL', showOnce: true,
  },
  { id: 2, isValid: false, title: l('Ancienne offre', 'Old offer'), html: l('<p>Terminée.</p>', '<p>Over.</p>'), trigger: 'ON_LOAD', delaySeconds: 0, pages: 'ALL', showOnce: true },
  { id: 3, isValid: true, endDate: '2020-12-31', title: l('Noël 2020', 'Christmas 2020'), html: l('<p>Terminé.</p>', '<p>Over.</p>'), trigger: 'ON_EXIT', delaySeconds: 0, pages: [1], showOnce: false },
];
