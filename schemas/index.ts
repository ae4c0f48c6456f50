/**
 * Configuration schemas of Vitrine. Files of a site folder (`site-configs/<site>/`) and their kind:
 *
 *   site.json                        site
 *   parameters.json                  parameters
 *   pages.json                       pages
 *   components/<slug>.json           component
 *   forms.json                       forms
 *   popups.json                      popups
 *   elements.json                    elements
 *   catalogue/products.json          products          (domaine)
 *   catalogue/variations.json        variations
 *   catalogue/discounts.json         discounts
 *   catalogue/customizations.json    customizations
 *   catalogue/awards.json            awards
 *   catalogue/features.json          features
 *   catalogue/meal-icons.json        meal-icons
 *   shipping/carriers.json           carriers
 *   shipping/click-and-collect.json  click-and-collect
 *   shipping/access-points.json      access-points
 *   shipping/discount-codes.json     discount-codes
 *   content/blog.json                blog
 *   content/news.json                news
 *   content/albums.json              albums
 *   content/services.json            services
 *   content/events.json              events
 *   content/reviews.json             reviews
 *
 * Every document starts with "$schema": "<depth>/schemas/json/<kind>.schema.json" and
 * "schemaVersion": 1. Other files of the folder (media/**, fonts/**) are not documents.
 */
export { documentKinds, documentKindNames } from './validation/document-kinds.ts';
export type { DocumentKind, DocumentKindName } from './validation/document-kinds.ts';
export { validateDocument, validatorOf, kindOfFile } from './validation/validate-document.ts';
export type { DocumentOf, ValidationResult } from './validation/validate-document.ts';
export { formatErrors } from './errors/format-errors.ts';
export type { ValidationError } from './errors/format-errors.ts';
export { formatFileError } from './errors/format-file-error.ts';
export type { LocatedError } from './errors/format-file-error.ts';
export { didYouMean, closestMatch, editDistance } from './errors/did-you-mean.ts';
export { fixedRoutePatterns, fixedRouteRegExp, isFixedRoutePath } from './site/fixed-routes.ts';
export type { FixedRoutePattern } from './site/fixed-routes.ts';
export { migrations, currentSchemaVersion, firstSchemaVersion } from './migrations/migrations.ts';
export type { Migration, MigrationRegistry, RawDocument } from './migrations/migrations.ts';
export { upgradeDocument, MigrationError } from './migrations/upgrade-document.ts';
export { checkSiteDocuments } from './site-checks/check-site-documents.ts';
export type { SiteDocuments, SiteCheckError } from './site-checks/check-site-documents.ts';
export { legalPlaceholderNames, legalTextKeys } from './site-checks/legal-placeholders.ts';
export { formatDocument } from './validation/format-document.ts';
export { expectedSchemaRef } from './validation/schema-ref.ts';
export { ajv } from './validation/ajv.ts';
export * from './common.schema.ts';
export { resolveLocalized, isLocalized } from './localized.ts';
export type { Resolved } from './localized.ts';
export { parameterKeys, parameterKeyNames, parameterKinds, isParameterKey } from './site/parameter-keys.ts';
export type { ParameterKey, ParameterKind, ParameterKeySpec } from './site/parameter-keys.ts';
export { SiteParameterSchema, ParametersDocumentSchema, parameterDefaults, withDefaults, parameterDefault } from './site/parameters.schema.ts';
export type { SiteParameter, ParametersDocument } from './site/parameters.schema.ts';
export { PageSchema, PagesDocumentSchema, LocalizedSlug } from './site/page.schema.ts';
export type { Page, PagesDocument } from './site/page.schema.ts';
export { SiteDocumentSchema, LanguageSchema, LogoSchema, FontSchema, SiteInfoSchema, LocaleSchema } from './site/site.schema.ts';
export type { SiteDocument, Language, Logo, Font } from './site/site.schema.ts';
export { BlockSchema, ComponentConfigSchema, ComponentDocumentSchema } from './site/component.schema.ts';
export type { Block, ComponentConfig, ComponentDocument } from './site/component.schema.ts';
export { FormsDocumentSchema, FormDefinitionSchema, FormFieldSchema, formFieldTypes } from './site/forms.schema.ts';
export type { FormsDocument, FormDefinition, FormField } from './site/forms.schema.ts';
export { PopupsDocumentSchema, PopupSchema } from './site/popups.schema.ts';
export type { PopupsDocument, Popup } from './site/popups.schema.ts';
export { ElementsDocumentSchema, ElementListSchema, ElementSchema } from './site/elements.schema.ts';
export type { ElementsDocument, ElementList, Element } from './site/elements.schema.ts';
export * from './catalogue/products.schema.ts';
export * from './catalogue/variations.schema.ts';
export * from './catalogue/discounts.schema.ts';
export * from './catalogue/customizations.schema.ts';
export * from './catalogue/awards.schema.ts';
export * from './catalogue/features.schema.ts';
export * from './catalogue/meal-icons.schema.ts';
export * from './shipping/carriers.schema.ts';
export * from './shipping/click-and-collect.schema.ts';
export * from './shipping/access-points.schema.ts';
export * from './shipping/discount-codes.schema.ts';
export * from './content/blog.schema.ts';
export * from './content/news.schema.ts';
export * from './content/albums.schema.ts';
export * from './content/services.schema.ts';
export * from './content/events.schema.ts';
export * from './content/reviews.schema.ts';
