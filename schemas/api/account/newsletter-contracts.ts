import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';

/** One newsletter list of the site (none when its NEWSLETTER parameter is off). */
export const NewsletterListSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type NewsletterList = Static<typeof NewsletterListSchema>;

/** The lists the member is subscribed to (only lists the site still has). */
export const NewsletterSubscriptionSchema = Type.Object({ subscribed: Type.Boolean(), lists: Type.Array(Type.String()) });

/** The body of `PUT /user/newsletter/subscription`: every list wanted (an empty list unsubscribes). */
export const SubscriptionBodySchema = Type.Object({
  lists: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, uniqueItems: true }),
});

/** The member's newsletter subscription (§7), one declaration each (decision 0073). */
export const newsletterContracts = {
  lists: defineRoute({ method: 'GET', path: '/user/newsletter/lists', answer: Type.Array(NewsletterListSchema) }),
  subscription: defineRoute({ method: 'GET', path: '/user/newsletter/subscription', answer: NewsletterSubscriptionSchema }),
  subscribe: defineRoute({ method: 'PUT', path: '/user/newsletter/subscription', body: SubscriptionBodySchema, answer: NewsletterSubscriptionSchema }),
};
