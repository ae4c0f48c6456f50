import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as content from './0002-content.ts';
import * as shop from './0003-shop.ts';
import * as mail from './0004-mail.ts';
import * as guestEmail from './0005-guest-email.ts';
import * as invariants from './0006-invariants.ts';
import * as serverSecrets from './0007-server-secrets.ts';
import * as throttlesAndEmailChanges from './0008-throttles-and-email-changes.ts';
import * as manyServers from './0009-many-servers.ts';
import * as paymentProviders from './0010-payment-providers.ts';
import * as returnSteps from './0011-return-steps.ts';
import * as adminSetups from './0012-admin-setups.ts';
import * as editorDrafts from './0013-editor-drafts.ts';
import * as settleAndRefundIntents from './0014-settle-and-refund-intents.ts';
import * as outboxReplyTo from './0015-outbox-reply-to.ts';
import * as editorAudit from './0016-editor-audit.ts';
import * as configVersions from './0018-config-versions.ts';
import * as editorInvitations from './0023-editor-invitations.ts';
import * as draftWriteIds from './0024-draft-write-ids.ts';
import * as editorMedia from './0019-editor-media.ts';
import * as reviewOptOuts from './0022-review-opt-outs.ts';
import * as editorPresence from './0017-editor-presence.ts';
import * as orderConsents from './0020-order-consents.ts';
import * as giftVouchers from './0021-gift-vouchers.ts';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-content': content,
  '0003-shop': shop,
  '0004-mail': mail,
  '0005-guest-email': guestEmail,
  '0006-invariants': invariants,
  '0007-server-secrets': serverSecrets,
  '0008-throttles-and-email-changes': throttlesAndEmailChanges,
  '0009-many-servers': manyServers,
  '0010-payment-providers': paymentProviders,
  '0011-return-steps': returnSteps,
  '0012-admin-setups': adminSetups,
  '0013-editor-drafts': editorDrafts,
  '0014-settle-and-refund-intents': settleAndRefundIntents,
  '0015-outbox-reply-to': outboxReplyTo,
  '0016-editor-audit': editorAudit,
  '0018-config-versions': configVersions,
  '0023-editor-invitations': editorInvitations,
  '0024-draft-write-ids': draftWriteIds,
  '0019-editor-media': editorMedia,
  '0022-review-opt-outs': reviewOptOuts,
  '0017-editor-presence': editorPresence,
  '0020-order-consents': orderConsents,
  '0021-gift-vouchers': giftVouchers,
};
