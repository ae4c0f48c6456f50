import { defineBlockServer } from '../../runtime/index.server.ts';
import { legalTextBlock } from './legal-text.block.ts';

export default defineBlockServer(legalTextBlock, {
  examples: {
    fr: { parameter: 'LEGAL_NOTICE', title: 'Éditeur du site' },
    en: { parameter: 'LEGAL_NOTICE', title: 'Website publisher' },
  },
});
