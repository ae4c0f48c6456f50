/**
 * The engine's public surface for blocks and other folders (browser-safe: nothing here imports
 * Node). Blocks import the runtime only from here and, for their server parts (props schema,
 * loader, action, examples), from runtime/index.server.ts; tests/architecture/import-graph.test.ts
 * fails on any other import of a runtime file from blocks/. The CLI (scripts/) imports server
 * pieces from their `*.server.ts` files directly: `createWebApp` (runtime/host/web-app.server.ts),
 * `renderDocument`/`renderData` (runtime/host/entry.server.tsx).
 */
export { SiteDataContext, useSiteData, type SiteData } from './web/app/site-data-context.ts';
export { usePageTrail } from './web/app/use-page-trail.ts';
export type { TrailStep } from './web/shell/menu/menu-trail.ts';
export { useApiClient } from './web/app/use-api-client.ts';
export { usePagePost, BLOCK_FIELD, type PagePost } from './web/app/page-post-context.ts';
export { mediaCdnPath } from './engine/data/media-path.ts';
export type { PageData, RootData } from './engine/data/loader-data.ts';
export type { SavedAddress } from '../schemas/api/account.ts';
export { NOT_FOUND_MESSAGE } from './engine/data/loader-data.ts';
export { renderLayout, type RenderLayoutOptions } from './web/render/render-layout.tsx';
export { collectBlockTypes, type LayoutNode } from './web/render/layout-node.ts';
export { loadBlockDefinitions, loadedBlockDefinitions } from './web/render/block-definitions.ts';
export { buildPathIndex, findPageByPath, type PathIndex, type IndexedPage } from './engine/router/build-path-index.ts';
export { routeTable, routeId, parseRouteId, pathOfRoute, paramsAreValid, type RouteEntry } from './engine/router/route-table.ts';
export { fixedRoutes, type FixedRoute } from './engine/router/fixed-routes.ts';
export { localeFromPath, stripLocalePrefix, withLocalePrefix, otherLocale, htmlLang, LOCALES, DEFAULT_LOCALE } from './engine/router/locale.ts';
export { localeCookie, readCookie, LOCALE_COOKIE } from './engine/router/locale-cookie.ts';
export { ecommerceGuard } from './engine/router/ecommerce-guard.ts';

// Blocks: the contract, the UI pieces they share with the shell, formatting, the API client.
export { defineBlock, type BlockDefinition, type BlockMessages, type BlockProps } from './web/blocks/define-block.ts';
export type { BlockLoadContext } from './engine/blocks/define-block-server.ts';
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
export { detailPath, elementPath } from './engine/router/detail-paths.ts';
export { productPath, productSlug, technicalFilePath, type ProductPathInput } from './engine/router/product-path.ts';
export { formatDate } from './engine/i18n/format/format-date.ts';
export { parameterBoolean, parameterNumber, parameterString } from './ui/theme/parameter-value.ts';
export type { ServedParameter } from '../schemas/api/site.ts';
export { createApiClient, type ApiClient, type ApiClientOptions } from './engine/api/create-api-client.ts';
export type { ApiResult } from './engine/api/api-result.ts';
export { failureMessage } from './engine/api/failure-message.ts';
export { registerToElement, sendMessage } from './engine/api/endpoints/content.ts';
export { submitForm, validateAnswers } from './engine/api/endpoints/forms.ts';
export { mediaImage } from './engine/api/image-url.ts';

// Flow machines the blocks drive: the pure pieces by name, the actors loaded on first use (lazily,
// so a page downloads XState only when a visitor starts a form or a sign-up).
export { applyEdit, initialFormContext, isEditEvent, statusBeforeMachine } from './engine/machines/form/form-context.ts';
export type { FormContext, FormEvent, FormInput, FormStatus } from './engine/machines/form/form-context.ts';
export { formStatusOf } from './engine/machines/form/form-status-of.ts';
export { HONEYPOT_FIELD, assertServedForm } from './engine/machines/form/form-definition.ts';
export type { FieldError, FieldErrors, FormFiles, FormValues, ServedField, ServedForm } from './engine/machines/form/form-definition.ts';
export { answersOf, messageBody, serverErrors } from './engine/machines/form/form-answers.ts';
export { ERROR_ID_PREFIX, validateForm } from './engine/machines/form/validate-form.ts';
export type { FormActor } from './engine/machines/form/start-form-actor.ts';
export type { SubmitEvent } from './engine/machines/submit/submit.machine.ts';
export type { SubmitActor } from './engine/machines/submit/start-submit-actor.ts';
export { loadCheckoutActor, loadCustomizationActor, loadFormActor, loadSubmitActor } from './engine/machines/load-actors.ts';
export { requestCart, CART_REQUEST_EVENT } from './cart/machine/cart-requests.ts';
export type { AddToCartRequest, CartRequest, CartRequestDetail, CartRequestOutcome, CartCustomizationAnswer } from './cart/machine/cart-requests.ts';
export { applyEdit as applyCustomizationEdit, currentStep, initialCustomizationContext, isEditEvent as isCustomizationEdit, isAnswered, stepCost } from './engine/machines/customization/index.ts';
export type { CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationProblem, CustomizedPrice, ServedCustomization, ServedCustomizationValue, StepAnswer } from './engine/machines/customization/index.ts';
export type { CustomizationActor } from './engine/machines/customization/start-customization-actor.ts';
// The cart as the page shows it (the cart block), its panel loaded by the block itself (lazily).
export { loadCartPanel, loadedCartPanel } from './cart/load-cart-panel.ts';
export { clearStoredCart } from './cart/clear-stored-cart.ts';
export type { LiveCartPanelProps } from './cart/CartPanel.tsx';
export type { Cart, CartLine } from './cart/machine/cart-types.ts';
// The checkout (cart/address … payment): the machine's pure pieces and types, its actor loaded lazily.
export { missingForOrder } from './checkout/checkout-order-body.ts';
export type { CheckoutContext } from './checkout/checkout-context.ts';
export type { CheckoutEvent } from './checkout/checkout.machine.ts';
export type { CheckoutActor } from './checkout/start-checkout-actor.ts';
export type { AccessPoint, CarrierQuote, CheckoutAddress, CheckoutAddresses, CheckoutDiscount, ClickAndCollectChoice, ShippingLine } from './checkout/checkout-types.ts';
export { browserCartId } from './cart/cart-id-storage.ts';
export { useCartLive } from './cart/use-cart-live.ts';
