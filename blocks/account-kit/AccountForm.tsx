import type { FormEvent, ReactNode } from 'react';
import { BLOCK_FIELD, usePagePost } from '../../runtime/index.ts';
import { INTENT_FIELD } from './account-answer.ts';

export interface AccountFormProps {
  /** The block whose server action takes the post. */
  block: string;
  intent: string;
  /** Where the form posts; the page itself by default. */
  action?: string;
  className?: string;
  labelledBy?: string;
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  children: ReactNode;
}

/**
 * A form of the account screens: a plain post to the page (decision 0012), handled by the
 * block's server action, so it works the same with or without JavaScript; the browser checks
 * only what the markup says (required, type, minlength) and the server checks it all again.
 */
export function AccountForm({ block, intent, action, className, labelledBy, onSubmit, children }: AccountFormProps) {
  const post = usePagePost();
  return (
    <form method="post" action={action ?? post.action} className={`account-form${className ? ` ${className}` : ''}`} aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <input type="hidden" name={BLOCK_FIELD} value={block} />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
    </form>
  );
}
