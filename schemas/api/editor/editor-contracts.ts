import type { RouteContract } from '../route-contract.ts';
import { draftContracts } from './draft-contracts.ts';
import { historyContracts } from './history-contracts.ts';
import { mediaContracts } from './media-contracts.ts';
import { peopleContracts } from './people-contracts.ts';

export { draftContracts, historyContracts, mediaContracts, peopleContracts };

/** The editor's route table (decision 0073): every contract the server registers and the editor calls. */
export const editorContracts: readonly RouteContract[] = [
  ...Object.values(draftContracts),
  ...Object.values(historyContracts),
  ...Object.values(mediaContracts),
  ...Object.values(peopleContracts),
];
