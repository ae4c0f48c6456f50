/**
 * The engine's public surface for blocks and other folders (browser-safe: nothing here imports
 * Node). Blocks import the runtime only from here and, for their server parts (props schema,
 * loader, action, examples), from runtime/index.server.ts; tests/architecture/import-graph.test.ts
 * fails on any other import of a runtime file from blocks/. The CLI (scripts/) imports server
 * pieces from their `*.server.ts` files directly: `createWebApp` (runtime/server/web-app.server.ts),
 * `renderDocument`/`renderData` (runtime/entry.server.tsx).
 */
export { SiteDataContext, useSiteData, type SiteData } from './app/site-data-context.ts';
export { usePageTrail } from './app/use-page-trail.ts';
export type { TrailStep } from './shell/menu/menu-trail.ts';
export { useApiClient } from './app/use-api-client.ts';
export { usePagePost, BLOCK_FIELD, type PagePost } from './app/page-post-context.ts';
export { mediaCdnPath } from './app/media-path.ts';
export type { PageData, RootData } from './data/loader-data.ts';
export type { SavedAddress } from '../schemas/shop/saved-address.ts';
export { NOT_FOUND_MESSAGE } from './data/loader-data.ts';
export { renderLayout, type RenderLayoutOptions } from './render/render-layout.tsx';
export { collectBlockTypes, type LayoutNode } from './render/layout-node.ts';
export { loadBlockDefinitions, loadedBlockDefinitions } from './render/block-definitions.ts';
export { buildPathIndex, findPageByPath, type PathIndex, type IndexedPage } from './router/build-path-index.ts';
export { routeTable, routeId, parseRouteId, pathOfRoute, paramsAreValid, type RouteEntry } from './router/route-table.ts';
export { fixedRoutes, type FixedRoute } from './router/fixed-routes.ts';
export { localeFromPath, stripLocalePrefix, withLocalePrefix, otherLocale, htmlLang, LOCALES, DEFAULT_LOCALE } from './router/locale.ts';
export { localeCookie, readCookie, LOCALE_COOKIE } from './router/locale-cookie.ts';
export { ecommerceGuard } from './router/ecommerce-guard.ts';

// Blocks: the contract, the UI pieces they share with the shell, formatting, the API client.
export { defineBlock, type BlockDefinition, type BlockMessages, type BlockProps } from './blocks/define-block.ts';
export type { BlockLoadContext } from './blocks/define-block-server.ts';
export { BlockImage, imageSeoName } from './ui/BlockImage.tsx';
export type { BlockImageProps } from './ui/block-image.schema.ts';
export { BlockSection } from './ui/BlockSection.tsx';
export { balancedColumns, gridColumnsStyle } from './ui/balanced-columns.ts';
export { SafeHtml } from './ui/SafeHtml.tsx';
export { SiteLink } from './ui/SiteLink.tsx';
export { companyIdentity, telHref } from './ui/company-identity.ts';
export { parseOpeningHours, weekdays } from './ui/parse-opening-hours.ts';
export { openSlider, type SliderItem } from './ui/slider-event.ts';
export { useLazyActor } from './ui/use-lazy-actor.ts';
export { detailPath, elementPath } from './router/detail-paths.ts';
export { productPath, productSlug, technicalFilePath, type ProductPathInput } from './router/product-path.ts';
export { formatDate } from './i18n/format/format-date.ts';
export { parameterBoolean, parameterNumber, parameterString } from './theme/parameter-value.ts';
export type { ServedParameter } from './data/served.schema.ts';
export { createApiClient, type ApiClient, type ApiClientOptions } from './api/create-api-client.ts';
export type { ApiResult } from './api/api-result.ts';
export { failureMessage } from './api/failure-message.ts';
export { registerToElement, sendMessage } from './api/endpoints/content.ts';
export { submitForm, validateAnswers } from './api/endpoints/forms.ts';
export { mediaImage } from './api/image-url.ts';

// Flow machines the blocks drive: the pure pieces by name, the actors loaded on first use (lazily,
// so a page downloads XState only when a visitor starts a form or a sign-up).
export { applyEdit, initialFormContext, isEditEvent, statusBeforeMachine } from './machines/form/form-context.ts';
export type { FormContext, FormEvent, FormInput, FormStatus } from './machines/form/form-context.ts';
export { formStatusOf } from './machines/form/form-status-of.ts';
export { HONEYPOT_FIELD, assertServedForm } from './machines/form/form-definition.ts';
export type { FieldError, FieldErrors, FormFiles, FormValues, ServedField, ServedForm } from './machines/form/form-definition.ts';
export { answersOf, messageBody, serverErrors } from './machines/form/form-answers.ts';
export { ERROR_ID_PREFIX, validateForm } from './machines/form/validate-form.ts';
export type { FormActor } from './machines/form/start-form-actor.ts';
export type { SubmitEvent } from './machines/submit/submit.machine.ts';
export type { SubmitActor } from './machines/submit/start-submit-actor.ts';
export { loadCheckoutActor, loadCustomizationActor, loadFormActor, loadSubmitActor } from './machines/load-actors.ts';
export { requestCart, CART_REQUEST_EVENT } from './machines/cart/cart-requests.ts';
export type { AddToCartRequest, CartRequest, CartRequestDetail, CartRequestOutcome, CartCustomizationAnswer } from './machines/cart/cart-requests.ts';
export { applyEdit as applyCustomizationEdit, currentStep, initialCustomizationContext, isEditEvent as isCustomizationEdit, isAnswered, stepCost } from './machines/customization/index.ts';
export type { CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationProblem, CustomizedPrice, ServedCustomization, ServedCustomizationValue, StepAnswer } from './machines/customization/index.ts';
export type { CustomizationActor } from './machines/customization/start-customization-actor.ts';
// The cart as the page shows it (the cart block), its panel loaded by the block itself (lazily).
export { loadCartPanel, loadedCartPanel } from './cart/load-cart-panel.ts';
export { clearStoredCart } from './cart/clear-stored-cart.ts';
export type { LiveCartPanelProps } from './cart/CartPanel.tsx';
export type { Cart, CartLine } from './machines/cart/cart-types.ts';
// The checkout (cart/address … payment): the machine's pure pieces and types, its actor loaded lazily.
export { missingForOrder } from './machines/checkout/checkout-order-body.ts';
export type { CheckoutContext } from './machines/checkout/checkout-context.ts';
export type { CheckoutEvent } from './machines/checkout/checkout.machine.ts';
export type { CheckoutActor } from './machines/checkout/start-checkout-actor.ts';
export type { AccessPoint, CarrierQuote, CheckoutAddress, CheckoutAddresses, CheckoutDiscount, ClickAndCollectChoice, ShippingLine } from './machines/checkout/checkout-types.ts';
export { browserCartId } from './cart/cart-id-storage.ts';
export { useCartLive } from './cart/use-cart-live.ts';
