import { defineBlock } from '../../runtime/index.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { Auth } from './Auth.tsx';

export default defineBlock({ messages: withAccountMessages('auth'), component: Auth });
