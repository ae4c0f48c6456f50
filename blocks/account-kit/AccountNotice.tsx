import type { ReactNode } from 'react';

/** The outcome of a post: a success read politely (status), a refusal read at once (alert). */
export function AccountNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div className={`account-notice account-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
