import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import openingHours from './index.ts';
import openingHoursServer from './opening-hours.server.ts';

const { component: OpeningHours, messages } = openingHours;
const parameters = [
  { type: 'OPENING_HOURS_MONDAY', value: '08:00-12:00,14:00-18:00' },
  { type: 'OPENING_HOURS_SATURDAY', value: '9h00-12h00' },
  { type: 'OPENING_HOURS_SUNDAY', value: '' },
  { type: 'OPENING_HOURS_FRIDAY', value: 'sur rendez-vous' },
];

function rowText(day: string): string {
  return screen.getByRole('rowheader', { name: day }).closest('tr')?.querySelector('td')?.textContent ?? '';
}

describe('OpeningHours', () => {
  it('lists every weekday with its ranges, and Closed when empty', () => {
    renderBlock(<OpeningHours props={{}} data={undefined} slots={{}} />, { locale: 'en', messages, parameters });
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(7);
    expect(rowText('Monday')).toBe('08:00 – 12:00, 14:00 – 18:00');
    expect(rowText('Saturday')).toBe('09:00 – 12:00');
    expect(rowText('Sunday')).toBe('Closed');
    expect(rowText('Tuesday')).toBe('Closed');
  });

  it('shows a value that is not a time range as written, in French', () => {
    renderBlock(<OpeningHours props={openingHoursServer.examples!.fr} data={undefined} slots={{}} />, { messages, parameters });
    expect(screen.getByRole('heading', { level: 2, name: 'Horaires de l’agence' })).toBeTruthy();
    expect(rowText('Vendredi')).toBe('sur rendez-vous');
    expect(rowText('Dimanche')).toBe('Fermé');
  });
});
