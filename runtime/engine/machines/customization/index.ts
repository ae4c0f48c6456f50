// Public surface of the customization flow's pure pieces (no XState, no React): what a block renders before the machine runs.
export { applyEdit, currentStep, initialCustomizationContext, isEditEvent } from './customization-context.ts';
export type { CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationProblem, CustomizedPrice } from './customization-context.ts';
export { answersForApi, isAnswered, stepCost } from './customization-definition.ts';
export type { ServedCustomization, ServedCustomizationValue, StepAnswer } from './customization-definition.ts';
