import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { eventCalendarBlock } from './event-calendar.block.ts';
import { EventCalendar } from './EventCalendar.tsx';

export default defineBlock<typeof eventCalendarBlock>({
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
  component: EventCalendar,
});
