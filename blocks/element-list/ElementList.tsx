import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, useIntl } from '../../runtime/index.ts';
import { ContentCard } from '../content-kit/ContentCard.tsx';
import { elementPath } from '../../runtime/index.ts';
import { Pagination } from '../content-kit/Pagination.tsx';
import { useLocale } from '../content-kit/use-lang.ts';
import type { ElementListProps } from './element-list.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import type { ElementListData } from './element-list.block.ts';

/** Elements as cards (image, title, date, cropped summary), each linking to its detail page. */
export function ElementList({ props, data }: BlockProps<ElementListProps, ElementListData>) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <BlockSection type="element-list" title={props.title} intro={props.intro}>
      {data.items.length === 0 ? (
        <p>{intl.formatMessage({ id: 'element-list.content.empty' })}</p>
      ) : (
        <ul className="content-list">
          {data.items.map((item, index) => (
            <li key={item.id}>
              <ContentCard
                ns="element-list"
                title={item.title}
                href={elementPath(locale, props.route, item)}
                text={item.summary ?? item.subtitle}
                date={item.date}
                image={item.image}
                eager={index < 2}
              >
                {item.canRegister ? <p className="content-card__badge">{intl.formatMessage({ id: 'element-list.registration' })}</p> : null}
              </ContentCard>
            </li>
          ))}
        </ul>
      )}
      <Pagination ns="element-list" page={data.page} total={data.total} pageSize={data.pageSize} />
    </BlockSection>
  );
}
