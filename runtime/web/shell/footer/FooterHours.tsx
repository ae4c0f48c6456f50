import { Fragment } from 'react';
import { useIntl } from '../../i18n/use-intl.ts';
import { parseOpeningHours, weekdays } from '../../../ui/parse-opening-hours.ts';
import { parameterString, type ParameterList } from '../../../ui/theme/parameter-value.ts';

/** Opening hours per weekday ('Closed' when empty); shown only when at least one day is set. */
export function FooterHours({ parameters, headingId }: { parameters: ParameterList; headingId: string }) {
  const intl = useIntl();
  const days = weekdays.map(({ day, key }) => ({ day, value: parameterString(parameters, key) }));
  if (days.every(({ value }) => value === '')) return null;
  return (
    <section className="site-footer__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {intl.formatMessage({ id: 'footer.openingHours' })}
      </h2>
      <dl className="site-footer__hours">
        {days.map(({ day, value }) => {
          const parsed = parseOpeningHours(value);
          return (
            <div key={day} className="site-footer__hours-row">
              <dt>{intl.formatMessage({ id: `weekday.${day}` })}</dt>
              <dd>
                {!parsed.ok
                  ? value
                  : parsed.closed
                    ? intl.formatMessage({ id: 'hours.closed' })
                    : parsed.ranges.map((range, index) => (
                        <Fragment key={range.from}>
                          {index > 0 ? ', ' : null}
                          <span className="site-footer__range">
                            {intl.formatMessage({ id: 'hours.range' }, { from: range.from, to: range.to })}
                          </span>
                        </Fragment>
                      ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
