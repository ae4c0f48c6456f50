import type { RouteContract } from '../route-contract.ts';
import { blogContracts } from './blog-contracts.ts';
import { calendarContracts } from './calendar-contracts.ts';
import { contactContracts } from './contact-contracts.ts';
import { elementContracts } from './element-contracts.ts';
import { formContracts } from './form-contracts.ts';
import { geoContracts } from './geo-contracts.ts';
import { listContracts } from './list-contracts.ts';

export { blogContracts, calendarContracts, contactContracts, elementContracts, formContracts, geoContracts, listContracts };

/** The content routes' table (decision 0073): every contract server/routes/content registers and the runtime calls. */
export const contentContracts: readonly RouteContract[] = [
  ...Object.values(blogContracts),
  ...Object.values(listContracts),
  ...Object.values(elementContracts),
  ...Object.values(formContracts),
  ...Object.values(contactContracts),
  ...Object.values(calendarContracts),
  ...Object.values(geoContracts),
];
