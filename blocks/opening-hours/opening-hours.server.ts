import { defineBlockServer } from '../../runtime/index.server.ts';
import { openingHoursBlock } from './opening-hours.block.ts';

export default defineBlockServer(openingHoursBlock, {
  examples: { fr: { title: 'Horaires de l’agence' }, en: { title: 'Office opening hours' } },
});
