import { defineBlock } from '../../runtime/index.ts';
import { LegalText } from './LegalText.tsx';

export default defineBlock({
  messages: {
    fr: { 'legal-text.missing': 'Ce texte n’est pas encore disponible. Contactez-nous pour l’obtenir.' },
    en: { 'legal-text.missing': 'This text is not available yet. Contact us to receive it.' },
  },
  component: LegalText,
});
