/** The Autocars Bocage Vendée fleet: touring coach, midi-coach, 9-seat minibus, taxi, accessible van, 1920s bus. */
export { midiCoach, touringCoach, type CoachOpts } from './coach.ts';
export { minibus, taxi } from './minibus-taxi.ts';
export { pmrVan, vintageBus } from './pmr-vintage.ts';
export { rearLift } from './rear-lift.ts';
export { NAVY, RUST } from './vehicles.ts';
