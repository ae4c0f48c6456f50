import { useIntl } from '../../runtime/index.ts';
import type { AccountText } from './account-messages.ts';

export type AccountT = (key: AccountText, values?: Record<string, string | number>) => string;

/** The account texts of a block (`withAccountMessages(type)` put them under its prefix). */
export function useAccountText(type: string): AccountT {
  const intl = useIntl();
  return (key, values) => intl.formatMessage({ id: `${type}.${key}` }, values);
}
