/** Cards of the test stand-in for the cawl card provider. */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type TestCardOutcome = 'SUCCEEDED' | 'DECLINED' | 'INVALID';

/** Luhn checksum of a card number made of digits only. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What the test card provider answers: 4242 4242 4242 4242 succeeds (like any valid card
 * starting 4242), 4000 0000 0000 0002 is declined, a number failing Luhn is invalid, and any
 * other valid number is declined.
 */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return 'INVALID';
  if (digits === TEST_CARD_DECLINED) return 'DECLINED';
  return digits.startsWith('4242') ? 'SUCCEEDED' : 'DECLINED';
}
