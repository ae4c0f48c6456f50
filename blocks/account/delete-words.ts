/** The word a member types to confirm the deletion of their account (either language's). */
export const DELETE_WORDS = ['SUPPRIMER', 'DELETE'] as const;
