import { useIntl, usePageTrail } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { ArticleView } from '../content-kit/ArticleView.tsx';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';
import type { ServiceDetailProps } from './service-detail.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import type { ServiceDetailData } from './service-detail.block.ts';

/** A service's page (§4): breadcrumb (home, the services page and its parents), title, image and full description. */
export function ServiceDetail({ props, data }: BlockProps<ServiceDetailProps, ServiceDetailData>) {
  const intl = useIntl();
  const crumbs = [...usePageTrail(props.listHref, intl.formatMessage({ id: 'service-detail.services' })), { name: data.service.title }];
  return (
    <ArticleView
      ns="service-detail"
      title={data.service.title}
      html={data.service.html}
      {...(data.service.image ? { image: data.service.image } : {})}
      before={<Breadcrumb ns="service-detail" crumbs={crumbs} />}
    />
  );
}
