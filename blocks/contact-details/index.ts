import { defineBlock } from '../../runtime/index.ts';
import type { contactDetailsBlock } from './contact-details.block.ts';
import { ContactDetails } from './ContactDetails.tsx';

export default defineBlock<typeof contactDetailsBlock>({
  messages: {
    fr: {
      'contact-details.title': 'Nos coordonnées',
      'contact-details.address': 'Adresse',
      'contact-details.phone': 'Téléphone',
      'contact-details.mobile': 'Portable',
      'contact-details.fax': 'Fax',
      'contact-details.email': 'E-mail',
      'contact-details.empty': 'Les coordonnées de l’entreprise n’ont pas encore été renseignées.',
    },
    en: {
      'contact-details.title': 'Contact details',
      'contact-details.address': 'Address',
      'contact-details.phone': 'Phone',
      'contact-details.mobile': 'Mobile',
      'contact-details.fax': 'Fax',
      'contact-details.email': 'Email',
      'contact-details.empty': 'The company’s contact details have not been entered yet.',
    },
  },
  component: ContactDetails,
});
