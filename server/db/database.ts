import type { AccountTables } from './tables/accounts.ts';
import type { AccountSecurityTables } from './tables/account-security.ts';
import type { ClusterTables } from './tables/cluster.ts';
import type { ConfigVersionTables } from './tables/config-versions.ts';
import type { ContentTables } from './tables/content.ts';
import type { EditorPeopleTables } from './tables/editor-people.ts';
import type { PaymentTables } from './tables/payments.ts';
import type { SecretTables } from './tables/secrets.ts';
import type { ShopTables } from './tables/shop.ts';

/** Every table of the reference API, composed from the per-domain table types. */
export type Database = AccountTables & AccountSecurityTables & ContentTables & ShopTables & ClusterTables & ConfigVersionTables & SecretTables & PaymentTables & EditorPeopleTables;
