import { defineBlock } from '../../runtime/index.ts';
import type { legalTextBlock } from './legal-text.block.ts';
import { LegalText } from './LegalText.tsx';

export default defineBlock<typeof legalTextBlock>({
  messages: {
    fr: { 'legal-text.missing': 'Ce texte n’est pas encore disponible. Contactez-nous pour l’obtenir.' },
    en: { 'legal-text.missing': 'This text is not available yet. Contact us to receive it.' },
  },
  component: LegalText,
});
