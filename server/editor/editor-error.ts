import type { FileError } from '../../schemas/validation/validate-sites.server.ts';
import type { Locale, Lang } from '../../rules/locale.ts';
import type { EditorError } from '../../schemas/api/editor/editor.ts';
import { pickText, type TextPair } from '../../rules/text/pick-text.ts';

/** One validation error as the editor shows it at its field (schemas/api/editor/editor.ts): file, JSON pointer, language, message in both languages. */
export type { EditorError };

/** `fr` for a pointer ending in `/fr` or `/fr_FR`, `en` for `/en`, else null. */
export function langOfPointer(pointer: string): Lang | null {
  const last = pointer.slice(pointer.lastIndexOf('/') + 1);
  if (last === 'fr' || last === 'fr_FR') return 'fr';
  if (last === 'en') return 'en';
  return null;
}

const langFr: Record<string, string> = { French: 'français', English: 'anglais' };
/** The adjective after a feminine noun (« adresse française »). */
const langFrFeminine: Record<string, string> = { French: 'française', English: 'anglaise' };
const inLang = (lang: string | undefined) => (lang ? ` (en ${langFr[lang]})` : '');

/**
 * The French of the validator's messages an owner meets most (empty or missing field, duplicate
 * slug, link to no page, missing component, unknown property, unknown slot or a block a slot does
 * not take, wrong value); any other keeps its
 * English words behind a French lead-in. The validator (`npm run validate`) speaks English.
 */
const frenchOf: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^must NOT have fewer than 1 characters?(?: \(in (English|French)\))?$/, (lang) => `ne doit pas être vide${inLang(lang)}`],
  [/^must NOT have fewer than (\d+) characters?(?: \(in (English|French)\))?$/, (n, lang) => `doit avoir au moins ${n} caractères${inLang(lang)}`],
  [/^must NOT have more than (\d+) characters?(?: \(in (English|French)\))?$/, (n, lang) => `doit avoir au plus ${n} caractères${inLang(lang)}`],
  [/^missing required property "(.+)"$/, (name) => `champ obligatoire manquant : « ${name} »`],
  [/^empty (French|English) (\S+): every page needs it in both languages$/, (lang, field) => `${field} ${langFr[lang!]} vide : chaque page l’a en français et en anglais`],
  [/^missing "(.+)": every page needs it in French and English$/, (field) => `« ${field} » manque : chaque page l’a en français et en anglais`],
  [/^duplicate (French|English) slug "(.*)": the sibling page at (\S+) already uses it \(path (.*)\)$/, (lang, slug, at, path) => `adresse ${langFrFeminine[lang!]} « ${slug} » déjà prise par la page sœur ${at} (chemin ${path})`],
  [/^link "(.*)" points to no page( in French| in English)?: neither a page of pages.json nor a fixed route$/, (href, where) => `le lien « ${href} » ne mène à aucune page${where === ' in French' ? ' en français' : where === ' in English' ? ' en anglais' : ''}`],
  [/^link "(.*)": no file (.*) in the site folder$/, (href, file) => `le lien « ${href} » : aucun fichier ${file} dans le dossier du site`],
  [/^no component config components\/(.*)\.json$/, (route) => `aucune configuration de composant components/${route}.json`],
  [/^a CMS page needs a route$/, () => 'une page CMS a besoin d’une route'],
  [/^unknown property "(.+)" \(allowed: (.*)\)$/, (name, allowed) => `propriété inconnue « ${name} » (permises : ${allowed})`],
  [/^unknown block type "(.+)" \(registered: (.*)\)$/, (type, known) => `type de bloc inconnu « ${type} » (connus : ${known})`],
  [/^unknown slot "(.+)" in a "(.+)" block \(its slots: (.*)\)$/, (slot, type, known) => `emplacement inconnu « ${slot} » dans un bloc « ${type} » (ses emplacements : ${known})`],
  [/^unknown slot "(.+)" in a "(.+)" block \(it has no slots\)$/, (slot, type) => `emplacement inconnu « ${slot} » : un bloc « ${type} » n’a pas d’emplacement`],
  [/^block type "(.+)" not allowed in slot "(.+)" of a "(.+)" block \(allowed: (.*)\)$/, (type, slot, parent, allowed) => `un bloc « ${type} » n’a pas sa place dans l’emplacement « ${slot} » d’un bloc « ${parent} » (permis : ${allowed})`],
  [/^must be one of: (.*) \(got (.*)\)$/, (allowed, got) => `doit valoir l’une de : ${allowed} (reçu ${got})`],
  [/^must be (string|number|integer|boolean|object|array)$/, (type) => `doit être de type ${type}`],
];

/** A validator message in both languages. */
export function bilingualMessage(en: string): TextPair {
  for (const [pattern, french] of frenchOf) {
    const match = pattern.exec(en);
    if (match) return { en, fr: french(...match.slice(1).map((group) => group ?? '')) };
  }
  return { en, fr: `valeur refusée : ${en}` };
}

/** A FileError of `npm run validate` (path `<site>/<file>`) as the editor's error, in `locale`. */
export function editorError(error: FileError, site: string, locale: Locale): EditorError {
  const messages = bilingualMessage(error.message);
  const file = error.file.startsWith(`${site}/`) ? error.file.slice(site.length + 1) : error.file;
  return {
    file,
    pointer: error.pointer,
    lang: langOfPointer(error.pointer),
    message: pickText(messages, locale),
    messages,
    ...(error.hint ? { hint: error.hint } : {}),
    ...(error.line !== undefined ? { line: error.line } : {}),
    ...(error.column !== undefined ? { column: error.column } : {}),
  };
}
