import { en } from './en.ts';
import { fr, type ShellMessageId } from './fr.ts';

export { en, fr, type ShellMessageId };

/** The shell's UI strings for a wire locale (`fr_FR`, `fr` or `en`); French by default. */
export function shellMessages(locale: string): Record<ShellMessageId, string> {
  return locale === 'en' ? en : fr;
}
