import type { RouteContract } from '../route-contract.ts';
import { adminLayoutContracts } from './admin-layout-contracts.ts';
import { adminSetupContracts } from './admin-setup-contracts.ts';
import { authContracts } from './auth-contracts.ts';
import { newsletterContracts } from './newsletter-contracts.ts';
import { passwordResetContracts } from './password-reset-contracts.ts';
import { userContracts } from './user-contracts.ts';

/** The account's route table (decision 0073): every contract server/routes/account registers and its callers call. */
export const accountContracts: readonly RouteContract[] = [
  ...Object.values(authContracts),
  ...Object.values(userContracts),
  ...Object.values(newsletterContracts),
  ...Object.values(passwordResetContracts),
  ...Object.values(adminSetupContracts),
  ...Object.values(adminLayoutContracts),
];
