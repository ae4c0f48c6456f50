import { defineBlock } from '../../runtime/index.ts';
import type { authBlock } from './auth.block.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { Auth } from './Auth.tsx';

export default defineBlock<typeof authBlock>({ messages: withAccountMessages('auth'), component: Auth });
