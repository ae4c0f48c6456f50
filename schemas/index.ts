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
export { documentKinds, documentKindNames } from './document-kinds.ts';
export type { DocumentKind, DocumentKindName } from './document-kinds.ts';
export { validateDocument, validatorOf, kindOfFile } from './validate-document.ts';
export type { DocumentOf, ValidationResult } from './validate-document.ts';
export { formatErrors } from './format-errors.ts';
export type { ValidationError } from './format-errors.ts';
export { formatFileError } from './format-file-error.ts';
export type { LocatedError } from './format-file-error.ts';
export { didYouMean, closestMatch, editDistance } from './did-you-mean.ts';
export { fixedRoutePatterns, fixedRouteRegExp, isFixedRoutePath } from './fixed-routes.ts';
export type { FixedRoutePattern } from './fixed-routes.ts';
export { migrations, currentSchemaVersion, firstSchemaVersion } from './migrations/migrations.ts';
export type { Migration, MigrationRegistry, RawDocument } from './migrations/migrations.ts';
export { upgradeDocument, MigrationError } from './migrations/upgrade-document.ts';
export { checkSiteDocuments } from './site-checks/check-site-documents.ts';
export type { SiteDocuments, SiteCheckError } from './site-checks/check-site-documents.ts';
export { legalPlaceholderNames, legalTextKeys } from './site-checks/legal-placeholders.ts';
export { formatDocument } from './format-document.ts';
export { expectedSchemaRef } from './schema-ref.ts';
export { ajv } from './ajv.ts';
export * from './common.schema.ts';
export { resolveLocalized, isLocalized, localizedKey } from './localized.ts';
export type { ResolveLang, Resolved } from './localized.ts';
export { parameterKeys, parameterKeyNames, parameterKinds, isParameterKey } from './parameter-keys.ts';
export type { ParameterKey, ParameterKind, ParameterKeySpec } from './parameter-keys.ts';
export { SiteParameterSchema, ParametersDocumentSchema, parameterDefaults, withDefaults, parameterDefault } from './parameters.schema.ts';
export type { SiteParameter, ParametersDocument } from './parameters.schema.ts';
export { PageSchema, PagesDocumentSchema, LocalizedSlug } from './page.schema.ts';
export type { Page, PagesDocument } from './page.schema.ts';
export { SiteDocumentSchema, LanguageSchema, LogoSchema, FontSchema, SiteInfoSchema, LocaleCode } from './site.schema.ts';
export type { SiteDocument, Language, Logo, Font } from './site.schema.ts';
export { BlockSchema, ComponentConfigSchema, ComponentDocumentSchema } from './component.schema.ts';
export type { Block, ComponentConfig, ComponentDocument } from './component.schema.ts';
export { FormsDocumentSchema, FormDefinitionSchema, FormFieldSchema, formFieldTypes } from './forms.schema.ts';
export type { FormsDocument, FormDefinition, FormField } from './forms.schema.ts';
export { PopupsDocumentSchema, PopupSchema } from './popups.schema.ts';
export type { PopupsDocument, Popup } from './popups.schema.ts';
export { ElementsDocumentSchema, ElementListSchema, ElementSchema } from './elements.schema.ts';
export type { ElementsDocument, ElementList, Element } from './elements.schema.ts';
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
