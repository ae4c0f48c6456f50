import { Fragment, useId } from 'react';
import { useIntl, useSiteData } from '../../runtime/index.ts';
import { parameterString } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { parseOpeningHours, weekdays } from '../../runtime/index.ts';
import type { OpeningHoursProps } from './opening-hours.block.ts';
import '../../runtime/ui/block.css';
import './opening-hours.css';

function DayHours({ value }: { value: string }) {
  const intl = useIntl();
  const parsed = parseOpeningHours(value);
  if (!parsed.ok) return <>{value}</>;
  if (parsed.closed) return <>{intl.formatMessage({ id: 'opening-hours.closed' })}</>;
  return (
    <>
      {parsed.ranges.map((range, index) => (
        <Fragment key={range.from}>
          {index > 0 ? ', ' : null}
          <time dateTime={range.from}>{range.from}</time> – <time dateTime={range.to}>{range.to}</time>
        </Fragment>
      ))}
    </>
  );
}

/** A table of the seven weekdays with their opening ranges, or 'Closed'. */
export function OpeningHours({ props }: BlockProps<OpeningHoursProps>) {
  const intl = useIntl();
  const titleId = useId();
  const { parameters } = useSiteData();
  const t = (id: string) => intl.formatMessage({ id: `opening-hours.${id}` });
  return (
    <section className="block block-opening-hours" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title">
        {props.title || t('title')}
      </h2>
      <table className="block-opening-hours__table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('day')}</th>
            <th scope="col">{t('hours')}</th>
          </tr>
        </thead>
        <tbody>
          {weekdays.map(({ day, key }) => (
            <tr key={day}>
              <th scope="row">{t(day)}</th>
              <td>
                <DayHours value={parameterString(parameters, key)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
