import { defineBlockServer } from '../../runtime/index.server.ts';
import { richTextBlock } from './rich-text.block.ts';

export default defineBlockServer(richTextBlock, {
  examples: {
    fr: {
      title: 'Votre transport de groupe, de A à Z',
      html:
        '<p>Depuis plus de trente ans, nos conducteurs accompagnent <strong>écoles, clubs et entreprises</strong> ' +
        'sur les routes de Vendée et d’Europe.</p><ul><li>Autocars de 19 à 63 places</li>' +
        '<li>Véhicule accessible aux personnes à mobilité réduite</li></ul>' +
        '<p><a href="/nous-contacter">Contactez-nous</a> pour préparer votre trajet.</p>',
    },
    en: {
      title: 'Your group transport, from start to finish',
      html:
        '<p>For more than thirty years our drivers have taken <strong>schools, clubs and companies</strong> ' +
        'along the roads of Vendée and Europe.</p><ul><li>Coaches from 19 to 63 seats</li>' +
        '<li>A vehicle accessible to people with reduced mobility</li></ul>' +
        '<p><a href="/en/contact-us">Contact us</a> to plan your journey.</p>',
    },
  },
});
