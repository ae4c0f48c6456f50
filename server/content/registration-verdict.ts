import type { ServerMessage } from '../i18n/format-message.ts';

/** Why a sign-up is refused: its HTTP status and the message in both languages. */
export interface RegistrationRefusal {
  status: 400 | 409;
  message: ServerMessage;
}

/**
 * Decides a sign-up to an element: refused when the element takes no sign-ups, when the same
 * e-mail is already registered, or when the seats asked exceed the seats left (`capacity`
 * undefined means unlimited). Null when accepted.
 */
export function registrationVerdict(input: {
  canRegister: boolean;
  capacity: number | undefined;
  seatsTaken: number;
  seatsAsked: number;
  alreadyRegistered: boolean;
}): RegistrationRefusal | null {
  if (!input.canRegister) {
    return { status: 400, message: { fr: 'Les inscriptions ne sont pas ouvertes pour cet élément', en: 'This element does not take registrations' } };
  }
  if (input.alreadyRegistered) {
    return { status: 409, message: { fr: 'Cette adresse e-mail est déjà inscrite', en: 'This e-mail address is already registered' } };
  }
  if (input.capacity !== undefined) {
    const left = Math.max(0, input.capacity - input.seatsTaken);
    if (left === 0) return { status: 409, message: { fr: 'Complet : plus aucune place disponible', en: 'This element is full: no seats left' } };
    if (input.seatsAsked > left) {
      const plural = left > 1 ? 's' : '';
      return {
        status: 409,
        message: {
          fr: `Il reste seulement ${left} place${plural} : demandez-en moins`,
          en: `Only ${left} seat${plural} left: ask for fewer seats`,
        },
      };
    }
  }
  return null;
}
