import type { Locale } from '../../../rules/locale.ts';
import type { Divergence } from '../../engine/machines/recording/replay-log.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText, type TextPair } from '../../../rules/text/pick-text.ts';

/** Visible strings of `/_inspector`, in French and English (same keys). */
export const inspectorMessages = {
  fr: {
    title: 'Inspecteur des machines',
    intro: 'Chargez un journal enregistré avec ?record : chaque machine en diagramme d’états, ses événements pas à pas, et le rejeu contre les définitions actuelles.',
    load: 'Charger un journal',
    file: 'Fichier du journal (JSON)',
    paste: 'Ou collez le journal',
    read: 'Lire le journal collé',
    loading: 'Préparation des machines…',
    ready: 'Prêt : aucune requête réseau n’est plus nécessaire.',
    actors: 'Machines du journal',
    page: 'page',
    steps: 'événements',
    versionWarning: 'Version différente : enregistrée avec {recorded}, définition actuelle {now}.',
    unknownMachine: 'Machine inconnue du catalogue : pas de rejeu.',
    incomplete: 'Ses premiers événements ont été perdus par l’anneau de l’enregistreur : pas de rejeu.',
    replayOk: 'Rejeu conforme : chaque machine atteint les états enregistrés.',
    replayDiverged: 'Le rejeu diverge : {message}',
    divergedUnknown: '{actor} : aucune machine « {machine} » dans le catalogue',
    divergedInitial: '{actor} : démarre dans « {actual} », enregistré « {recorded} »',
    divergedRefused: '{actor}, étape {step}, événement {event} : refusé par la définition actuelle dans « {actual} » ; attendu « {expected} »',
    divergedState: '{actor}, étape {step}, événement {event} : attendu « {expected} », obtenu « {actual} »',
    divergedVersion: ' (enregistré avec la version {recorded}, actuelle {now})',
    chart: 'Diagramme d’états de {machine}, état courant : {state}',
    timeline: 'Chronologie des événements',
    start: 'Début',
    previous: 'Précédent',
    next: 'Suivant',
    end: 'Fin',
    position: 'Étape {current} sur {total}',
    initial: 'Départ',
    event: 'Événement',
    recordedState: 'État enregistré',
    replayedState: 'État rejoué',
    context: 'Contexte rejoué (données personnelles masquées)',
    input: 'Entrée (masquée)',
    divergesState: 'diverge : état différent',
    divergesRefused: 'diverge : événement refusé',
    refusedNote: 'refusé (aussi à l’enregistrement)',
    empty: 'Aucun journal chargé.',
  },
  en: {
    title: 'Machine inspector',
    intro: 'Load a log recorded with ?record: each machine as a state chart, its events step by step, and the replay against the current definitions.',
    load: 'Load a log',
    file: 'Log file (JSON)',
    paste: 'Or paste the log',
    read: 'Read the pasted log',
    loading: 'Preparing the machines…',
    ready: 'Ready: no network request is needed any more.',
    actors: 'Machines in the log',
    page: 'page',
    steps: 'events',
    versionWarning: 'Version differs: recorded with {recorded}, current definition {now}.',
    unknownMachine: 'Machine unknown to the catalogue: not replayed.',
    incomplete: 'Its first events were let go by the recorder’s ring: not replayed.',
    replayOk: 'Replay matches: every machine reaches its recorded states.',
    replayDiverged: 'The replay diverges: {message}',
    divergedUnknown: '{actor}: no machine "{machine}" in the catalogue',
    divergedInitial: '{actor}: starts in "{actual}", recorded "{recorded}"',
    divergedRefused: '{actor}, step {step}, event {event}: refused by the current definition in "{actual}"; expected "{expected}"',
    divergedState: '{actor}, step {step}, event {event}: expected "{expected}", actual "{actual}"',
    divergedVersion: ' (recorded with version {recorded}, now {now})',
    chart: 'State chart of {machine}, current state: {state}',
    timeline: 'Event timeline',
    start: 'Start',
    previous: 'Previous',
    next: 'Next',
    end: 'End',
    position: 'Step {current} of {total}',
    initial: 'Start',
    event: 'Event',
    recordedState: 'Recorded state',
    replayedState: 'Replayed state',
    context: 'Replayed context (personal data masked)',
    input: 'Input (masked)',
    divergesState: 'diverges: different state',
    divergesRefused: 'diverges: event refused',
    refusedNote: 'refused (when recorded too)',
    empty: 'No log loaded.',
  },
} as const satisfies TextPair<Record<string, string>>;

export type InspectorMessageKey = keyof (typeof inspectorMessages)['fr'];

/** A message with its `{name}` placeholders filled. */
export function inspectorText(lang: Locale, key: InspectorMessageKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(pickText(inspectorMessages, lang)[key], values);
}

/** The first divergence of a replay in the inspector's language. */
export function divergenceText(lang: Locale, found: Divergence): string {
  if (found.kind === 'unknownMachine') return inspectorText(lang, 'divergedUnknown', { actor: found.actor, machine: found.machine });
  if (found.kind === 'initial') return inspectorText(lang, 'divergedInitial', { actor: found.actor, actual: found.actual, recorded: found.recorded });
  const values = { actor: found.actor, step: found.step, event: found.event, expected: found.expected, actual: found.actual };
  const version = found.version ? inspectorText(lang, 'divergedVersion', found.version) : '';
  return inspectorText(lang, found.kind === 'refused' ? 'divergedRefused' : 'divergedState', values) + version;
}
