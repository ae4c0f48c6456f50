import type { BreadcrumbItem } from '../../runtime/index.server.ts';
import { articleJsonLd, JsonLd, useIntl, usePageTrail, useSeoContext } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { ArticleView } from '../content-kit/ArticleView.tsx';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';
import type { Crumb } from '../content-kit/Breadcrumb.tsx';
import type { BlogArticleProps } from './blog-article.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import type { BlogArticleData } from './blog-article.block.ts';

/**
 * The crumbs of an article: the blog page's trail (home, its parents, the blog), its folders
 * (`?folder={id}` on the blog page), the article.
 */
export function articleCrumbs(blogTrail: readonly Crumb[], blogHref: string | undefined, breadcrumb: readonly BreadcrumbItem[], title: string): Crumb[] {
  const folders = breadcrumb.slice(0, -1);
  if (!blogHref) return [...blogTrail, ...folders.map((crumb) => ({ name: crumb.name })), { name: title }];
  return [...blogTrail, ...folders.map((crumb) => ({ name: crumb.name, href: `${blogHref}?folder=${crumb.id}` })), { name: title }];
}

/** A blog article's page: breadcrumb through its folders, title, date and author, image, text, and its BlogPosting structured data. */
export function BlogArticle({ props, data }: BlockProps<BlogArticleProps, BlogArticleData>) {
  const intl = useIntl();
  const { article } = data;
  const blogTrail = usePageTrail(props.blogHref, intl.formatMessage({ id: 'blog-article.blog' }));
  const crumbs = articleCrumbs(blogTrail, props.blogHref, data.breadcrumb, article.title);
  const seo = useSeoContext();
  return (
    <>
      <ArticleView
        ns="blog-article"
        title={article.title}
        html={article.html}
        date={article.date}
        author={article.author}
        image={article.image}
        before={<Breadcrumb ns="blog-article" crumbs={crumbs} />}
      />
      {seo ? <JsonLd data={articleJsonLd({ type: 'BlogPosting', headline: article.title, url: seo.pageUrl, date: article.date, author: article.author, image: article.image, description: article.summary }, seo)} /> : null}
    </>
  );
}
