import { defineBlock } from '../../runtime/index.ts';
import type { openingHoursBlock } from './opening-hours.block.ts';
import { OpeningHours } from './OpeningHours.tsx';

export default defineBlock<typeof openingHoursBlock>({
  messages: {
    fr: {
      'opening-hours.title': 'Horaires d’ouverture',
      'opening-hours.day': 'Jour',
      'opening-hours.hours': 'Horaires',
      'opening-hours.closed': 'Fermé',
      'opening-hours.monday': 'Lundi',
      'opening-hours.tuesday': 'Mardi',
      'opening-hours.wednesday': 'Mercredi',
      'opening-hours.thursday': 'Jeudi',
      'opening-hours.friday': 'Vendredi',
      'opening-hours.saturday': 'Samedi',
      'opening-hours.sunday': 'Dimanche',
    },
    en: {
      'opening-hours.title': 'Opening hours',
      'opening-hours.day': 'Day',
      'opening-hours.hours': 'Hours',
      'opening-hours.closed': 'Closed',
      'opening-hours.monday': 'Monday',
      'opening-hours.tuesday': 'Tuesday',
      'opening-hours.wednesday': 'Wednesday',
      'opening-hours.thursday': 'Thursday',
      'opening-hours.friday': 'Friday',
      'opening-hours.saturday': 'Saturday',
      'opening-hours.sunday': 'Sunday',
    },
  },
  component: OpeningHours,
});
