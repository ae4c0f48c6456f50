import { defineBlock } from '../../runtime/index.ts';
import type { accountBlock } from './account.block.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { Account } from './Account.tsx';

export default defineBlock<typeof accountBlock>({ messages: withAccountMessages('account'), component: Account });
