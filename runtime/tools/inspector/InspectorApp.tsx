import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { flowReplayInput } from '../../web/flows/flows.ts';
import { parseMachineLog, type LoggedStateValue, type MachineLog } from '../../engine/machines/recording/machine-log.ts';
import { firstDivergence, replayLog, type ReplayedActor, type ReplayReport } from '../../engine/machines/recording/replay-log.ts';
import { stateText } from '../../engine/machines/recording/state-text.ts';
import { activeStateIds } from './chart-graph.ts';
import type { Locale } from '../../../rules/locale.ts';
import { divergenceText, inspectorText, type InspectorMessageKey } from './inspector-messages.ts';
import type { ChartLayout } from './layout-chart.ts';
import { StateChart } from './StateChart.tsx';

export interface InspectorAppProps {
  lang: Locale;
  /** Every flow's machine (runtime/web/flows), loaded, and their charts laid out (everything the page needs once loaded). */
  machines: ReadonlyMap<string, AnyStateMachine>;
  charts: ReadonlyMap<string, ChartLayout>;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function Timeline({ one, position, onJump, t }: { one: ReplayedActor; position: number; onJump: (position: number) => void; t: (key: InspectorMessageKey, values?: Record<string, string | number>) => string }) {
  return (
    <ol className="inspector-timeline" aria-label={t('timeline')}>
      <li>
        <button type="button" aria-current={position === -1 ? 'step' : undefined} onClick={() => onJump(-1)}>
          <span className="inspector-timeline__n">0</span> {t('initial')} → {one.initial.actual ? stateText(one.initial.actual) : '—'}
        </button>
      </li>
      {one.steps.map((step, i) => (
        <li key={step.index} className={step.divergence ? 'is-diverging' : undefined}>
          <button type="button" aria-current={position === i ? 'step' : undefined} onClick={() => onJump(i)}>
            <span className="inspector-timeline__n">{i + 1}</span> <code>{step.step.event.type}</code> → {stateText(step.actual)}
            {step.divergence ? <strong className="inspector-flag"> ✗ {t(step.divergence === 'refused' ? 'divergesRefused' : 'divergesState')}</strong> : null}
            {!step.step.taken ? <span className="inspector-muted"> ({t('refusedNote')})</span> : null}
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * `/_inspector`: load a machine log (file or paste), pick one of its actors, see its machine's
 * state chart with the current state highlighted, step through its events (buttons, the
 * timeline, or the arrow keys) with the recorded and replayed state and the replayed context,
 * and the replay's verdict against the current definitions. Works with no network once loaded.
 */
export function InspectorApp({ lang, machines, charts }: InspectorAppProps) {
  const t = useCallback((key: InspectorMessageKey, values?: Record<string, string | number>) => inspectorText(lang, key, values), [lang]);
  const [log, setLog] = useState<MachineLog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [actorKey, setActorKey] = useState<string | null>(null);
  const [position, setPosition] = useState(-1);
  const ids = { file: useId(), paste: useId(), actors: useId() };

  const report: ReplayReport | null = useMemo(
    () => (log ? replayLog(log, machines, { replayInput: flowReplayInput }) : null),
    [log, machines],
  );
  const one = report?.actors.find((candidate) => candidate.actor.key === actorKey) ?? null;

  const open = (text: string) => {
    try {
      const parsed = parseMachineLog(text);
      setLog(parsed);
      setError(null);
      setActorKey(parsed.actors.find((actor) => parsed.steps.some((step) => step.actor === actor.key))?.key ?? parsed.actors[0]?.key ?? null);
      setPosition(-1);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };

  const last = one ? one.steps.length - 1 : -1;
  const go = useCallback((next: number) => setPosition(Math.max(-1, Math.min(last, next))), [last]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!one || (event.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName))) return;
      if (event.key === 'ArrowRight') go(position + 1);
      else if (event.key === 'ArrowLeft') go(position - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, one, position]);

  const step = one && position >= 0 ? one.steps[position] : null;
  const current: LoggedStateValue | null = step ? step.actual : (one?.initial.actual ?? null);
  const chart = one ? charts.get(one.actor.machine) : undefined;
  const active = useMemo(() => new Set(one && current ? activeStateIds(one.actor.machine, current) : []), [one, current]);
  const found = report ? firstDivergence(report) : null;
  const verdict = found ? divergenceText(lang, found) : null;

  return (
    <main className="inspector">
      <header className="inspector-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>

      <section className="inspector-panel" aria-labelledby={`${ids.file}-title`}>
        <h2 id={`${ids.file}-title`}>{t('load')}</h2>
        <div className="inspector-load">
          <label htmlFor={ids.file}>{t('file')}</label>
          <input id={ids.file} type="file" accept="application/json,.json" onChange={(event) => void event.target.files?.[0]?.text().then(open)} />
          <label htmlFor={ids.paste}>{t('paste')}</label>
          <textarea id={ids.paste} rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} spellCheck={false} />
          <button type="button" className="inspector-button" onClick={() => open(pasted)} disabled={pasted.trim() === ''}>
            {t('read')}
          </button>
        </div>
        {error ? (
          <p role="alert" className="inspector-error">
            {error}
          </p>
        ) : null}
      </section>

      {!report ? (
        <p className="inspector-muted">{t('empty')}</p>
      ) : (
        <>
          <p role="status" className={report.ok ? 'inspector-ok' : 'inspector-error'}>
            {report.ok ? t('replayOk') : t('replayDiverged', { message: verdict ?? '' })}
          </p>
          <section className="inspector-panel" aria-labelledby={`${ids.actors}-title`}>
            <h2 id={`${ids.actors}-title`}>{t('actors')}</h2>
            <ul className="inspector-actors">
              {report.actors.map((candidate) => (
                <li key={candidate.actor.key}>
                  <button
                    type="button"
                    aria-pressed={candidate.actor.key === actorKey}
                    onClick={() => {
                      setActorKey(candidate.actor.key);
                      setPosition(-1);
                    }}
                  >
                    <strong>{candidate.actor.machine}</strong> · {t('page')} {candidate.actor.page} · {candidate.steps.length} {t('steps')}
                    {candidate.steps.some((one) => one.divergence) || candidate.initial.divergence ? <span className="inspector-flag"> ✗</span> : null}
                  </button>
                  {candidate.versionMismatch ? <p className="inspector-warning">{t('versionWarning', { recorded: candidate.actor.version, now: candidate.versionNow ?? '' })}</p> : null}
                  {candidate.unknownMachine ? <p className="inspector-warning">{t('unknownMachine')}</p> : null}
                  {candidate.incomplete ? <p className="inspector-warning">{t('incomplete')}</p> : null}
                </li>
              ))}
            </ul>
          </section>

          {one && !one.unknownMachine && !one.incomplete ? (
            <div className="inspector-workspace">
              {/* Focusable: a big chart scrolls inside its panel, by keyboard too. */}
              <section className="inspector-panel inspector-chart-panel" tabIndex={0} aria-labelledby={`${ids.actors}-chart`}>
                <h2 id={`${ids.actors}-chart`}>
                  {one.actor.machine} — {current ? stateText(current) : ''}
                </h2>
                {chart ? <StateChart layout={chart} active={active} label={t('chart', { machine: one.actor.machine, state: current ? stateText(current) : '' })} /> : null}
              </section>
              <section className="inspector-panel inspector-steps">
                <div className="inspector-controls">
                  <button type="button" className="inspector-button" onClick={() => go(-1)} disabled={position === -1}>
                    « {t('start')}
                  </button>
                  <button type="button" className="inspector-button" onClick={() => go(position - 1)} disabled={position === -1}>
                    ◀ {t('previous')}
                  </button>
                  <button type="button" className="inspector-button" onClick={() => go(position + 1)} disabled={position === last}>
                    {t('next')} ▶
                  </button>
                  <button type="button" className="inspector-button" onClick={() => go(last)} disabled={position === last}>
                    {t('end')} »
                  </button>
                  <span aria-live="polite" className="inspector-position">
                    {t('position', { current: position + 1, total: one.steps.length })}
                  </span>
                </div>
                <Timeline one={one} position={position} onJump={go} t={t} />
                <dl className="inspector-details">
                  <dt>{t('event')}</dt>
                  <dd>
                    <pre tabIndex={0}>{step ? json(step.step.event) : json({ type: 'xstate.init' })}</pre>
                  </dd>
                  <dt>{t('recordedState')}</dt>
                  <dd>{stateText(step ? step.step.state : one.actor.state)}</dd>
                  <dt>{t('replayedState')}</dt>
                  <dd>{current ? stateText(current) : '—'}</dd>
                  <dt>{step ? t('context') : t('input')}</dt>
                  <dd>
                    <pre tabIndex={0}>{json(step ? step.context : one.actor.input)}</pre>
                  </dd>
                </dl>
              </section>
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}
