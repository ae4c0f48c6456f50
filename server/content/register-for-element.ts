import type { Kysely } from 'kysely';
import type { Locale } from '../../rules/locale.ts';
import type { Element } from '../../schemas/site/elements.schema.ts';
import { checkAndTake, lockKeys } from '../db/check-and-take.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { registrationVerdict } from './registration-verdict.ts';
import { seatsTaken } from './seats-taken.ts';

export interface Registration {
  idSite: number;
  route: string;
  element: Element;
  name: string;
  email: string;
  phone: string | null;
  seats: number;
  createdAt: string;
}

/**
 * Registers for an element under the element's seat lock (decision 0031): the seats left and an
 * earlier registration of the same e-mail are read, and the row written, in one transaction, so
 * that two registrations never take the same last seat. A refusal (registrationVerdict) is an
 * ApiError in `lang`, and nothing is written. Answers the registration's id.
 */
export async function registerForElement(db: Kysely<Database>, registration: Registration, lang: Locale): Promise<number> {
  const { idSite, route, element } = registration;
  return checkAndTake(db, lockKeys.seats(idSite, route, element.id), async (trx) => {
    const existing = await trx
      .selectFrom('elementRegistrations')
      .select('id')
      .where('idSite', '=', idSite)
      .where('route', '=', route)
      .where('elementId', '=', element.id)
      .where('email', '=', registration.email)
      .executeTakeFirst();
    const refusal = registrationVerdict({
      canRegister: element.canRegister === true,
      capacity: element.capacity,
      seatsTaken: await seatsTaken(trx, idSite, route, element.id),
      seatsAsked: registration.seats,
      alreadyRegistered: existing !== undefined,
    });
    if (refusal) throw new ApiError(refusal.status, formatMessage(refusal.message, lang));
    const row = await trx
      .insertInto('elementRegistrations')
      .values({ idSite, route, elementId: element.id, name: registration.name, email: registration.email, phone: registration.phone, seats: registration.seats, createdAt: registration.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
