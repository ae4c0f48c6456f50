import { eventJsonLd, JsonLd, useIntl, usePageTrail, useSeoContext } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { ArticleView } from '../content-kit/ArticleView.tsx';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';
import type { ElementDetailProps } from './element-detail.block.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import '../../runtime/ui/block.css';
import '../form/form.css';
import '../content-kit/content.css';
import type { ElementDetailData } from './element-detail.block.ts';

/** An element's page: title, key facts, text, and its registration form when it takes sign-ups; a dated one (a workshop) is an Event for search engines. */
export function ElementDetail({ props, data }: BlockProps<ElementDetailProps, ElementDetailData>) {
  const intl = useIntl();
  const { element } = data;
  const crumbs = [...usePageTrail(props.listHref, intl.formatMessage({ id: 'element-detail.list' })), { name: element.title }];
  const seo = useSeoContext();
  const event = seo && element.date ? eventJsonLd({ name: element.title, date: element.date, description: element.summary, image: element.image, url: seo.pageUrl, placesLeft: element.seatsLeft }, seo) : null;
  return (
    <>
      <ArticleView ns="element-detail" title={element.title} html={element.html ?? (element.summary ? `<p>${escapeText(element.summary)}</p>` : '')} date={element.date} image={element.image} before={<Breadcrumb ns="element-detail" crumbs={crumbs} />} />
      {element.features && element.features.length > 0 ? (
        <section className="block" aria-label={intl.formatMessage({ id: 'element-detail.features' })}>
          <dl className="block-element-detail__features">
            {element.features.map((feature) => (
              <div key={feature.label}>
                <dt>{feature.label}</dt>
                <dd>{feature.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {element.canRegister ? (
        <section className="block block-element-detail__registration">
          <RegistrationForm route={data.route} elementId={element.id} seatsLeft={element.seatsLeft} />
        </section>
      ) : null}
      <JsonLd data={event} />
    </>
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
