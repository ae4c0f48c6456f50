// Formatting for the UI (§9): dates, date-times, and the price/capacity/crop rules re-exported.
export { formatDate } from './format-date.ts';
export { formatDateTime } from './format-date-time.ts';
export { dateParts, DISPLAY_TIME_ZONE } from '../../../../rules/date-parts.ts';
export type { DateInput, DateParts } from '../../../../rules/date-parts.ts';
export { reactIntlFormats } from '../../../web/i18n/react-intl-formats.ts';
export { formatPrice, formatCapacity, cropText, DEFAULT_CROP_LENGTH } from '../../../../rules/index.ts';
