import { defineBlockServer } from '../../runtime/index.server.ts';
import { contactDetailsBlock } from './contact-details.block.ts';

export default defineBlockServer(contactDetailsBlock, {
  examples: { fr: { title: 'Nous joindre' }, en: { title: 'How to reach us' } },
});
