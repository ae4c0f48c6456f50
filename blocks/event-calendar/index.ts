import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { EventCalendar } from './EventCalendar.tsx';
import { EventCalendarSchema } from './event-calendar.schema.ts';
import type { CalendarData } from './load-calendar.ts';

export default defineBlock({
  type: 'event-calendar',
  schema: EventCalendarSchema,
  messages: withContentMessages('event-calendar', {
    fr: {
      'event-calendar.months': 'Changer de mois',
      'event-calendar.previous': '‹ Mois précédent',
      'event-calendar.next': 'Mois suivant ›',
      'event-calendar.available': 'date disponible',
      'event-calendar.hasEvent': 'événement prévu',
      'event-calendar.eventsOf': 'Événements de {month}',
      'event-calendar.noEvent': 'Aucun événement prévu ce mois-ci.',
      'event-calendar.places': '{count, plural, =0 {Complet} one {# place restante} other {# places restantes}}',
    },
    en: {
      'event-calendar.months': 'Change month',
      'event-calendar.previous': '‹ Previous month',
      'event-calendar.next': 'Next month ›',
      'event-calendar.available': 'available date',
      'event-calendar.hasEvent': 'event planned',
      'event-calendar.eventsOf': 'Events in {month}',
      'event-calendar.noEvent': 'No event planned this month.',
      'event-calendar.places': '{count, plural, =0 {Full} one {# place left} other {# places left}}',
    },
  }),
  /** The month of `?month=YYYY-MM` (else the current month in Paris): its events and allowed dates. Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<CalendarData> => (await import('./load-calendar.ts')).loadEventCalendar(ctx),
  component: EventCalendar,
  examples: {
    fr: { calendarId: 1, title: 'Dégustations au caveau', intro: 'Choisissez une date de dégustation.' },
    en: { calendarId: 1, title: 'Tastings at the cellar', intro: 'Choose a tasting date.' },
  },
});
