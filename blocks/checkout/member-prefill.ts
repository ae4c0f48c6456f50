import type { CheckoutAddress } from '../../runtime/index.ts';
import type { UserProfile } from '../../schemas/api/account/user-profile.ts';
import { emptyAddress } from './address-form.ts';

/** What the address step takes from a signed-in member's profile (GET /user). */
export type MemberProfile = Pick<UserProfile, 'firstname' | 'lastname' | 'phone'>;

/**
 * The address step's first values: what the checkout already holds, else for a signed-in member
 * the name and phone of their profile (the rest stays to be typed or picked from their saved
 * addresses), else empty.
 */
export function memberPrefill(
  stored: { shipping: CheckoutAddress | null; phone: string },
  member: MemberProfile | null,
  country: string,
): { shipping: CheckoutAddress; phone: string } {
  const shipping = stored.shipping ?? { ...emptyAddress(country), firstname: member?.firstname ?? '', lastname: member?.lastname ?? '' };
  return { shipping, phone: stored.phone !== '' ? stored.phone : (member?.phone ?? '') };
}
