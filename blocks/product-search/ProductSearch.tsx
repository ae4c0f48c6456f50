import { useId } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection } from '../../runtime/index.ts';
import { Pagination } from '../content-kit/Pagination.tsx';
import { ProductCardList } from '../shop-kit/ProductCardList.tsx';
import { useShop } from '../shop-kit/use-shop.ts';
import type { ProductSearchData } from './load-product-search.ts';
import type { ProductSearchProps } from './product-search.server.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import '../shop-kit/shop.css';
import './product-search.css';

const NS = 'product-search';

/** A group of filter checkboxes (kinds or tags): a GET form field, submitted on change when scripts run. */
function Choices({ legend, name, choices, checked }: { legend: string; name: string; choices: ProductSearchProps['kinds']; checked: string[] }) {
  const submit = useSubmit();
  if (!choices?.length) return null;
  return (
    <fieldset className="product-search__choices">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="product-search__chip">
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            defaultChecked={checked.includes(choice.value)}
            onChange={(event) => event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true })}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The catalogue: search, filters by kind and tag, product cards ordered by price, pages. */
export function ProductSearch({ props, data }: BlockProps<ProductSearchProps, ProductSearchData>) {
  const shop = useShop(NS);
  const id = useId();
  const { pathname } = useLocation();
  const { query } = data;
  const activeFilters = query.kinds.length + query.tags.length;
  const filtered = query.q !== '' || activeFilters > 0;
  // Each field is keyed by its own part of the query, so it shows the URL's value after a
  // navigation (back, forward, a reset) without wiping what the visitor is typing elsewhere:
  // ticking a filter while a search is being typed keeps the typed text.
  return (
    <BlockSection type={NS} title={props.title} intro={props.intro}>
      <div className="product-search__layout">
        <Form method="get" action={pathname} className="product-search__form" role="search" aria-label={shop.t('searchLabel')}>
          <div className="product-search__query">
            <label htmlFor={`${id}-q`}>{shop.t('search')}</label>
            <div className="product-search__field">
              <input key={query.q} className="shop-input" id={`${id}-q`} type="search" name="q" defaultValue={query.q} maxLength={100} placeholder={shop.t('placeholder')} />
              <button type="submit" className="button button--primary">
                {shop.t('submit')}
              </button>
            </div>
          </div>
          {/* On a phone the filters fold under one line, so the wines start on the first screen; open
              when a filter is on. From 768 px they are always shown (product-search.css). */}
          <details className="product-search__filters" open={activeFilters > 0 ? true : undefined}>
            <summary className="product-search__filters-toggle">{shop.t('filters', { count: activeFilters })}</summary>
            <div className="product-search__filter-groups">
              <Choices key={`kind|${query.kinds.join()}`} legend={shop.t('kinds')} name="kind" choices={props.kinds} checked={query.kinds} />
              <Choices key={`tag|${query.tags.join()}`} legend={shop.t('tags')} name="tag" choices={props.tags} checked={query.tags} />
            </div>
          </details>
        </Form>
        <div className="product-search__results">
          <div className="product-search__summary">
            <p role="status">{shop.t('count', { count: data.total })}</p>
            {filtered ? (
              <Link to={pathname} className="product-search__reset">
                {shop.t('reset')}
              </Link>
            ) : null}
          </div>
          {/* The cards' names are the headings under the block's title, or under the page's when it has none. */}
          <ProductCardList products={data.products} ns={NS} eagerCount={4} headingLevel={props.title ? 3 : 2} />
          <Pagination ns={NS} page={query.page} total={data.total} pageSize={data.pageSize} />
        </div>
      </div>
    </BlockSection>
  );
}
