import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, useModal } from '../../runtime/index.ts';
import { Pagination } from '../content-kit/Pagination.tsx';
import { ProductCardList } from '../shop-kit/ProductCardList.tsx';
import { useShop } from '../shop-kit/use-shop.ts';
import { CATALOGUE_SORTS } from './catalogue-sort.ts';
import type { ProductSearchData } from './product-search.block.ts';
import type { ProductSearchProps } from './product-search.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import '../shop-kit/shop.css';
import './product-search.css';

const NS = 'product-search';
/** Below this width the filters are a drawer (product-search.css). */
const PHONE = '(max-width: 767.98px)';

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

/** Whether the page is as narrow as a phone (the filters then are a drawer); false on the server. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

/**
 * The catalogue: search, filters by kind and tag, an order (`?sort=`), product cards with their
 * quick add, pages. On a phone the filters are a drawer opened by a "Filter (N)" button (decision
 * 0070); without JavaScript that button opens them all the same (a `<details>`) and "Show N
 * products" submits them.
 */
export function ProductSearch({ props, data }: BlockProps<ProductSearchProps, ProductSearchData>) {
  const shop = useShop(NS);
  const id = useId();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const { query } = data;
  const activeFilters = query.kinds.length + query.tags.length;
  const filtered = query.q !== '' || activeFilters > 0;
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const modal = open && phone;
  useModal(drawer, modal, { onEscape: () => setOpen(false) });
  // A ticked filter reloads the list and its boxes (keyed by the query): focus goes back to the same box.
  const ticked = useRef<{ name: string; value: string } | null>(null);
  useEffect(() => {
    const box = ticked.current;
    const container = drawer.current;
    if (!modal || !box || !container || container.contains(document.activeElement)) return;
    const input = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((one) => one.name === box.name && one.value === box.value);
    (input ?? container).focus();
  }, [modal, query]);
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
          <div className="product-search__sort">
            <label htmlFor={`${id}-sort`}>{shop.t('sort')}</label>
            <select
              key={query.sort}
              id={`${id}-sort`}
              className="shop-input"
              name="sort"
              defaultValue={query.sort}
              onChange={(event) => event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true })}
            >
              {CATALOGUE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {shop.t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {/* On a phone the filters are a drawer behind one button that counts the filters on; from
              768 px they are always shown (product-search.css). */}
          <details className="product-search__filters" open={open || undefined} data-drawer={modal || undefined}>
            <summary
              className="product-search__filters-toggle"
              aria-haspopup={phone ? 'dialog' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setOpen(!open);
              }}
            >
              {shop.t('filters', { count: activeFilters })}
            </summary>
            <div
              ref={drawer}
              className="product-search__drawer"
              tabIndex={-1}
              onChangeCapture={(event) => {
                const target = event.target as HTMLInputElement;
                ticked.current = { name: target.name, value: target.value };
              }}
              {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${id}-drawer-title` } : {})}
            >
              <div className="product-search__drawer-head">
                <h2 id={`${id}-drawer-title`} className="product-search__drawer-title">
                  {shop.t('filtersTitle')}
                </h2>
                {modal ? (
                  <button type="button" className="product-search__drawer-close" aria-label={shop.t('close')} onClick={() => setOpen(false)}>
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
              </div>
              <div className="product-search__filter-groups">
                <Choices key={`kind|${query.kinds.join()}`} legend={shop.t('kinds')} name="kind" choices={props.kinds} checked={query.kinds} />
                <Choices key={`tag|${query.tags.join()}`} legend={shop.t('tags')} name="tag" choices={props.tags} checked={query.tags} />
              </div>
              <div className="product-search__drawer-foot">
                <button
                  type="submit"
                  className="button button--primary product-search__show"
                  onClick={(event) => {
                    // With scripts each filter applied as it was ticked: the button only closes.
                    if (!modal) return;
                    event.preventDefault();
                    setOpen(false);
                  }}
                >
                  {shop.t('show', { count: data.total })}
                </button>
              </div>
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
