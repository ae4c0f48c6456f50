/** A required text field sent blank (spaces only), with its `field` name. */
export const BLANK = {
  en: "Invalid field ''{field}'' in body: must not be blank",
  fr: 'Champ « {field} » invalide dans le corps de la requête : ne doit pas être vide',
} as const;
