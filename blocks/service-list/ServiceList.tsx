import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, useIntl } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { detailPath } from '../../runtime/index.ts';
import { useLocale } from '../content-kit/use-lang.ts';
import { cropText } from '../../rules/text/crop-text.ts';
import type { ServiceListProps } from './service-list.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import './service-list.css';
import type { ServiceListData } from './service-list.block.ts';

/** Services as cards: image, title and cropped summary, each linking to the service's own page (§4 service detail, `/service/:slug/:id`). */
export function ServiceList({ props, data }: BlockProps<ServiceListProps, ServiceListData>) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <BlockSection type="service-list" title={props.title} intro={props.intro}>
      {data.services.length === 0 ? (
        <p>{intl.formatMessage({ id: 'service-list.content.empty' })}</p>
      ) : (
        <ul className="content-list">
          {data.services.map((service, index) => (
            <li key={service.id}>
              <article className="content-card" id={`service-${service.id}`}>
                {service.image ? <BlockImage image={service.image} priority={index < 2} sizes="(min-width: 996px) 25vw, 100vw" /> : null}
                <div className="content-card__body">
                  <h3 className="content-card__title">
                    <a href={detailPath('service', locale, service)}>{service.title}</a>
                  </h3>
                  <p>{cropText(service.summary)}</p>
                  <p>
                    <a href={detailPath('service', locale, service)} className="block-service-list__more">
                      {intl.formatMessage({ id: 'service-list.more' }, { title: service.title })}
                    </a>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
