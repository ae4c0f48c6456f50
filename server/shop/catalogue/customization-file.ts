import type { Customization } from '../../../schemas/catalogue/customizations.schema.ts';
import type { Locale } from '../../../rules/locale.ts';

/** Largest file any customization accepts when its definition sets no `maxSize` (10 MB). */
export const DEFAULT_MAX_CUSTOMIZATION_BYTES = 10 * 1024 * 1024;

function accepts(accept: readonly string[], name: string, mime: string): boolean {
  const lowerName = name.toLowerCase();
  const lowerMime = mime.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.toLowerCase();
    if (wanted.startsWith('.')) return lowerName.endsWith(wanted);
    if (wanted.endsWith('/*')) return lowerMime.startsWith(wanted.slice(0, -1));
    return lowerMime === wanted;
  });
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Why a file cannot answer a FILE customization (wrong input type, type not accepted, too
 * large, empty), or null when it can. Messages are in the request language.
 */
export function customizationFileError(
  customization: Customization,
  file: { name: string; type: string; size: number },
  lang: Locale,
): string | null {
  const definition = customization.customization;
  const fr = lang === 'fr_FR';
  if (definition.inputType !== 'FILE') {
    return fr ? "Cette personnalisation n'accepte pas de fichier" : 'This customization does not take a file';
  }
  if (file.size === 0) return fr ? 'Le fichier est vide' : 'The file is empty';
  const accept = definition.accept ?? [];
  if (accept.length > 0 && !accepts(accept, file.name, file.type)) {
    return fr
      ? `Type de fichier non accepté (acceptés : ${accept.join(', ')})`
      : `This type of file is not accepted (accepted: ${accept.join(', ')})`;
  }
  const max = definition.maxSize ?? DEFAULT_MAX_CUSTOMIZATION_BYTES;
  if (file.size > max) {
    return fr ? `Le fichier dépasse la taille maximale de ${formatMegabytes(max)}` : `The file is larger than ${formatMegabytes(max)}`;
  }
  return null;
}
