import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { LegalText } from './LegalText.tsx';
import { LegalTextSchema } from './legal-text.schema.ts';

export default defineBlock({
  type: 'legal-text',
  schema: LegalTextSchema,
  messages: {
    fr: { 'legal-text.missing': 'Ce texte n’est pas encore disponible. Contactez-nous pour l’obtenir.' },
    en: { 'legal-text.missing': 'This text is not available yet. Contact us to receive it.' },
  },
  component: LegalText,
  examples: {
    fr: { parameter: 'LEGAL_NOTICE', title: 'Éditeur du site' },
    en: { parameter: 'LEGAL_NOTICE', title: 'Website publisher' },
  },
});
