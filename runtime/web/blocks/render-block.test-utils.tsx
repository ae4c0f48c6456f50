import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from '../i18n/IntlProvider.tsx';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { SiteDataContext, type SiteData } from '../../ui/site-data-context.ts';
import { PagePostContext, type PagePost } from '../app/page-post-context.ts';
import { shellMessages } from '../../engine/i18n/messages/index.ts';
import type { BlockMessages } from './define-block.ts';
import type { Locale } from '../../../rules/locale.ts';

// Unmount what each test rendered (vitest runs without globals, so RTL cannot do it itself).
afterEach(cleanup);

// jsdom lays nothing out, so it has no scrollIntoView; blocks call it to bring a confirmation into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};

export interface RenderBlockOptions {
  locale?: Locale;
  messages?: BlockMessages;
  parameters?: SiteData['parameters'];
  siteInfo?: Partial<SiteData['siteInfo']>;
  /** The main menu, where breadcrumbs find a page's parents. */
  menu?: SiteData['menu'];
  /** The page's post target and its answer to a no-JavaScript post (`actionData`), as a page route gives them. */
  post?: PagePost;
}

/**
 * Test helper: renders a block as the engine does — inside a router, the intl provider with the shell
 * and block messages of the locale, and the site data context.
 */
export function renderBlock(element: ReactElement, options: RenderBlockOptions = {}): RenderResult {
  const locale = options.locale ?? 'fr_FR';
  const lang = locale === 'en' ? 'en' : 'fr';
  const messages = { ...shellMessages(locale), ...(options.messages?.[lang] ?? {}) };
  const siteData: SiteData = {
    locale,
    dev: false,
    parameters: options.parameters ?? [],
    siteInfo: { idSite: 87, name: 'Autocars', ...options.siteInfo },
    ...(options.menu ? { menu: options.menu } : {}),
  };
  return render(
    <MemoryRouter>
      <IntlProvider locale={lang} messages={messages}>
        <SiteDataContext.Provider value={siteData}>
          {options.post ? <PagePostContext.Provider value={options.post}>{element}</PagePostContext.Provider> : element}
        </SiteDataContext.Provider>
      </IntlProvider>
    </MemoryRouter>,
  );
}
