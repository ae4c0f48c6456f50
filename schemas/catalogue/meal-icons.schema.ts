import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, Localized, StrictObject } from '../common.schema.ts';

/** A food pairing icon (GET /parameter/product/meal-icon); products list the ids they pair with. */
export const MealIconSchema = StrictObject(
  { id: Id, name: Localized, icon: ImageSchema },
  { title: 'Meal icon' },
);
export type MealIcon = Static<typeof MealIconSchema>;

export const MealIconsDocumentSchema = DocumentSchema(
  { mealIcons: Type.Array(MealIconSchema, { description: 'Food pairing icons, by id' }) },
  { title: 'Meal icons', description: 'catalogue/meal-icons.json: food pairing icons' },
);
export type MealIconsDocument = Static<typeof MealIconsDocumentSchema>;
