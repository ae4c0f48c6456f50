import { defineBlock } from '../../runtime/index.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { PasswordReset } from './PasswordReset.tsx';

export default defineBlock({ messages: withAccountMessages('password-reset'), component: PasswordReset });
