/**
 * The runtime's public surface for blocks (browser-safe: nothing here imports Node): only what
 * blocks use. Blocks import the runtime only from here and, for their server parts (props schema,
 * loader, action, examples), from runtime/index.server.ts; tests/architecture/import-graph.test.ts
 * fails on any other import of a runtime file from blocks/.
 */
export { useSiteData } from './ui/site-data-context.ts';
export { usePageTrail } from './web/app/use-page-trail.ts';
// Structured data a block renders beside what it shows (article, event), and the breadcrumb with its own.
export { JsonLd } from './web/seo/JsonLd.tsx';
export { Breadcrumb } from './web/seo/Breadcrumb.tsx';
export type { Crumb } from './web/seo/Breadcrumb.tsx';
export { useSeoContext } from './web/seo/use-seo-context.ts';
export { articleJsonLd } from './web/seo/article-json-ld.ts';
export { eventJsonLd } from './web/seo/event-json-ld.ts';
export { useApiClient } from './web/app/use-api-client.ts';
export { usePagePost, BLOCK_FIELD } from './web/app/page-post-context.ts';
export type { SavedAddress } from '../schemas/api/account/saved-address.ts';
export { pathOfRoute } from './engine/router/route-table.ts';
export { withLocalePrefix } from './engine/router/locale.ts';
// Blocks: the contract, the UI pieces they share with the shell, formatting, the API client.
export { defineBlock, type AnyBlockDefinition, type BlockMessages, type BlockProps } from './web/blocks/define-block.ts';
export { BlockImage, imageSeoName } from './ui/BlockImage.tsx';
export type { BlockImageProps } from './ui/block-image.schema.ts';
export { BlockSection } from './ui/BlockSection.tsx';
export { gridColumnsStyle } from './ui/balanced-columns.ts';
export { SafeHtml } from './ui/SafeHtml.tsx';
export { SiteLink } from './ui/SiteLink.tsx';
export { companyIdentity, telHref } from './ui/company-identity.ts';
export { parseOpeningHours, weekdays } from './ui/parse-opening-hours.ts';
export { openSlider, type SliderItem } from './ui/slider-event.ts';
export { useLazyActor } from './ui/use-lazy-actor.ts';
// What every modal overlay does (scroll lock and `data-modal-open`, focus moved in and kept, Escape, focus back): one overlay at a time.
export { useModal } from './ui/overlays/use-modal.ts';
export { detailPath, elementPath } from './engine/router/detail-paths.ts';
export { productPath, technicalFilePath } from './engine/router/product-path.ts';
export { formatDate } from './engine/i18n/format/format-date.ts';
// The page's messages, dates and numbers (formatjs without react-intl: runtime/web/i18n/).
export { useIntl } from './web/i18n/use-intl.ts';
export type { IntlShape } from './web/i18n/create-intl.ts';
export { parameterBoolean, parameterCents, parameterNumber, parameterString } from './ui/theme/parameter-value.ts';
export type { ServedParameter } from '../schemas/api/site.ts';
export { type ApiClient, type ApiClientOptions } from './engine/api/create-api-client.ts';
export type { ApiResult } from './engine/api/api-result.ts';

export { registerToElement, sendMessage } from './engine/api/endpoints/content.ts';
export { submitForm } from './engine/api/endpoints/forms.ts';
export { mediaImage } from './engine/api/image-url.ts';
// Flow machines the blocks drive: the pure pieces by name, and the card of each flow a block starts
// (`formFlow.load()` loads its machine on first use, so a page downloads XState only when a visitor
// starts a form or a sign-up).
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
export { formFlow } from './engine/machines/form/form.flow.ts';
export { submitFlow } from './engine/machines/submit/submit.flow.ts';
export { customizationFlow } from './engine/machines/customization/customization.flow.ts';
export { applyEdit as applyCustomizationEdit, initialCustomizationContext, isEditEvent as isCustomizationEdit } from './engine/machines/customization/customization-context.ts';
export type { CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationProblem, CustomizedPrice } from './engine/machines/customization/customization-context.ts';
export { isAnswered, stepCost } from './engine/machines/customization/customization-definition.ts';
export type { ServedCustomization, ServedCustomizationValue } from './engine/machines/customization/customization-definition.ts';
// The cart for blocks: one hook, its state and `send(event)` (the one channel to the cart actor).
export { useCart } from './cart/use-cart.ts';
export type { CustomizationActor } from './engine/machines/customization/start-customization-actor.ts';
// The cart as the page shows it (the cart block), its panel loaded by the block itself (lazily).
export { loadCartPanel, loadedCartPanel } from './cart/load-cart-panel.ts';
export { cartLineAnswers } from './cart/cart-line-answers.ts';
// What the checkout promises (secure payment with the card logos), the cart's delivery days, and the way back to shopping.
export { CardLogos } from './cart/reassurance/CardLogos.tsx';
export { ContinueShopping } from './cart/reassurance/ContinueShopping.tsx';
export { deliveryDayRange, type DayRange } from './cart/reassurance/delivery-day-range.ts';
export { cardSchemesOf, paymentProviderName } from './cart/reassurance/card-schemes.ts';
export { reassuranceText } from './cart/reassurance/reassurance-messages.ts';

export type { Cart } from './cart/cart-types.ts';
// The checkout (cart/address … payment): the machine's pure pieces and types, its actor loaded lazily.
export { missingForOrder } from './checkout/checkout-order-body.ts';
export type { CheckoutContext } from './checkout/checkout-context.ts';
export type { CheckoutEvent } from './checkout/checkout.machine.ts';
export type { CheckoutActor } from './checkout/start-checkout-actor.ts';
export { checkoutFlow } from './checkout/checkout.flow.ts';
export type { AccessPoint, CheckoutAddress, CheckoutAddresses, OrderConsents } from './checkout/checkout-types.ts';
export { browserCartId } from './cart/cart-id-storage.ts';
