import { defineBlock } from '../../runtime/index.ts';
import type { passwordResetBlock } from './password-reset.block.ts';
import { withAccountMessages } from '../account-kit/account-messages.ts';
import { PasswordReset } from './PasswordReset.tsx';

export default defineBlock<typeof passwordResetBlock>({ messages: withAccountMessages('password-reset'), component: PasswordReset });
