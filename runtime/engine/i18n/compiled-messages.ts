import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** UI messages already parsed into ICU elements by the server (the browser build has no parser). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;
