import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { eventJsonLd, formatDate, JsonLd, useIntl, useSeoContext } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { useLocale } from '../content-kit/use-lang.ts';
import type { EventCalendarProps } from './event-calendar.block.ts';
import type { CalendarData } from './event-calendar.block.ts';
import { monthGrid } from './month-grid.ts';
import '../../runtime/ui/block.css';
import '../../runtime/ui/visually-hidden.css';
import './event-calendar.css';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6].map((i) => new Date(Date.UTC(2024, 0, 1 + i))); // 2024-01-01 is a Monday

/**
 * A month of a calendar: a grid marking bookable days and events, links to the neighbouring months
 * within the calendar's bounds, the events listed with their Event structured data; a month beyond them is marked `noindex`
 * (React places the meta in the head).
 */
export function EventCalendar({ props, data }: BlockProps<EventCalendarProps, CalendarData>) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const seo = useSeoContext();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `event-calendar.${id}` }, values);
  const monthName = intl.formatDate(Date.UTC(data.month.year, data.month.month - 1, 15), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const link = (month: string) => {
    const params = new URLSearchParams(search);
    params.set('month', month);
    return { pathname, search: `?${params.toString()}` };
  };
  const allowed = new Set(data.allowed);
  const eventDays = new Set(data.events.map((event) => event.date));
  return (
    <section className="block block-event-calendar" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title">
        {props.title ?? data.name}
      </h2>
      {props.intro ? <p className="block__intro">{props.intro}</p> : null}
      {data.indexable ? null : <meta name="robots" content="noindex" />}
      {data.previous || data.next ? (
        <nav className="block-event-calendar__nav" aria-label={t('months')}>
          {data.previous ? <Link to={link(data.previous)} rel="prev">{t('previous')}</Link> : null}
          {data.next ? <Link to={link(data.next)} rel="next">{t('next')}</Link> : null}
        </nav>
      ) : null}
      <table className="block-event-calendar__grid">
        <caption>{monthName}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day.getUTCDay()} scope="col" abbr={intl.formatDate(day, { weekday: 'long', timeZone: 'UTC' })}>
                {intl.formatDate(day, { weekday: 'short', timeZone: 'UTC' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(data.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, col) => {
                if (!day) return <td key={col} />;
                const states = [allowed.has(day) ? t('available') : '', eventDays.has(day) ? t('hasEvent') : ''].filter(Boolean);
                const classes = ['block-event-calendar__day', allowed.has(day) ? 'is-allowed' : '', eventDays.has(day) ? 'has-event' : '', day === data.today ? 'is-today' : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={col} className={classes} aria-current={day === data.today ? 'date' : undefined}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="visually-hidden">{[formatDate(day, locale), ...states].join(', ')}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="block-event-calendar__subtitle">{t('eventsOf', { month: monthName })}</h3>
      {data.events.length === 0 ? (
        <p>{t('noEvent')}</p>
      ) : (
        <ul className="block-event-calendar__events">
          {data.events.map((event) => (
            <li key={event.id}>
              <p className="block-event-calendar__when">
                <time dateTime={event.date}>{formatDate(event.date, locale)}</time>
                {event.startTime ? ` · ${event.startTime}${event.endTime ? `–${event.endTime}` : ''}` : ''}
              </p>
              <p className="block-event-calendar__title">{event.title}</p>
              {event.description ? <p>{event.description}</p> : null}
              {event.places !== undefined && event.places !== null ? <p>{t('places', { count: event.places })}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {seo ? <JsonLd data={data.events.map((event) => eventJsonLd({ name: event.title, date: event.date, startTime: event.startTime, endTime: event.endTime, description: event.description, image: event.image, url: seo.pageUrl, placesLeft: event.places, price: event.price }, seo)).filter((event) => event !== null)} /> : null}
    </section>
  );
}
