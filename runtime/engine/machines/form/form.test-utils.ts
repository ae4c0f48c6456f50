import type { ServedForm } from './form-definition.ts';

/** A served application form (as GET /forms/{id} answers in French), shared by the form tests. */
export const applicationForm: ServedForm = {
  id: 'unsolicited-application',
  title: 'Candidature spontanée',
  description: 'Envoyez-nous votre CV.',
  submitLabel: 'Envoyer ma candidature',
  successMessage: 'Merci, votre candidature a bien été reçue.',
  fields: [
    { name: 'name', type: 'text', label: 'Nom et prénom', required: true, maxLength: 120 },
    { name: 'email', type: 'email', label: 'Adresse e-mail', required: true },
    { name: 'phone', type: 'tel', label: 'Téléphone', required: false },
    {
      name: 'position',
      type: 'select',
      label: 'Poste souhaité',
      required: true,
      options: [
        { value: 'driver', label: 'Conducteur' },
        { value: 'mechanic', label: 'Mécanicien' },
      ],
    },
    { name: 'consent', type: 'checkbox', label: 'J’accepte que mes données soient conservées', required: true },
    { name: 'cv', type: 'file', label: 'Votre CV', required: true, accept: ['.pdf', '.doc', '.docx'], maxSize: 5 * 1024 * 1024 },
  ],
};

export const pdf = (name = 'cv.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
