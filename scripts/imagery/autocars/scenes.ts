/**
 * One function per picture: file under media/ → SVG text. Every picture is 1200 × 800 (3:2). The
 * coach, midi-coach, minibus and taxi are rendered with POV-Ray instead (../scene-renders.ts, decision 0069).
 */
import { heroBocage, fleetPmr, fleetTourBus, fleetTaxiHome, fleetMinibusStation, fleetCoachLift } from './fleet-scenes.ts';
import { tripSea, tripCountryside, tripEurope, tripOutdoor, tripSnow, tripGois, tripForestBike, tripSkiSlope } from './trip-scenes.ts';
import { tripSchool, tripSports, tripWedding, tripSeminar, tripSportsLuggage, tripWeddingNight } from './event-scenes.ts';
import { companyHistory, companyOffice, companyWorkshop, companyTeam, cabin, companyCentenary, companyDepot } from './company-scenes.ts';

export const scenes: Record<string, () => string> = {
  'heroes/coach-bocage-road.svg': heroBocage,
  'fleet/pmr-vehicle.svg': fleetPmr,
  'fleet/tour-bus.svg': fleetTourBus,
  'trips/sea.svg': tripSea,
  'trips/countryside.svg': tripCountryside,
  'trips/europe-tour.svg': tripEurope,
  'trips/outdoor.svg': tripOutdoor,
  'trips/snow.svg': tripSnow,
  'trips/school.svg': tripSchool,
  'trips/sports.svg': tripSports,
  'trips/wedding.svg': tripWedding,
  'trips/seminar.svg': tripSeminar,
  'company/first-coach-1927.svg': companyHistory,
  'company/office.svg': companyOffice,
  'company/workshop.svg': companyWorkshop,
  'company/team.svg': companyTeam,
  'company/centenary.svg': companyCentenary,
  'fleet/tour-bus-bunks.svg': () => cabin('bunks'),
  'fleet/coach-interior.svg': () => cabin('seats'),
  'trips/school-coach-interior.svg': () => cabin('school'),
  'trips/passage-du-gois.svg': tripGois,
  'fleet/taxi-home.svg': fleetTaxiHome,
  'fleet/minibus-station.svg': fleetMinibusStation,
  'company/depot.svg': companyDepot,
  'fleet/coach-lift.svg': fleetCoachLift,
  'trips/sports-luggage.svg': tripSportsLuggage,
  'trips/wedding-night.svg': tripWeddingNight,
  'trips/forest-bike.svg': tripForestBike,
  'trips/ski-slope.svg': tripSkiSlope,
};
