import { defineBlock } from '../../runtime/index.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { Account } from './Account.tsx';

export default defineBlock({ messages: withAccountMessages('account'), component: Account });
