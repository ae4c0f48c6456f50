import { useCallback, useRef, useState } from 'react';
import { useLazyActor } from '../../runtime/index.ts';
import { applyEdit, initialFormContext, isEditEvent, statusBeforeMachine } from '../../runtime/index.ts';
import type { FormContext, FormEvent, FormInput, FormStatus } from '../../runtime/index.ts';
import type { FormActor } from '../../runtime/index.ts';
import { formStatusOf } from '../../runtime/index.ts';
import { useBrowserApi } from './use-browser-api.ts';
import { formFlow } from '../../runtime/index.ts';

export interface FormMachineView {
  context: FormContext;
  /** The machine's state (before it runs, the answered post's status, else editing). */
  status: FormStatus;
  send: (event: FormEvent) => void;
  /** Loads the machine ahead of the first submit (the visitor is filling the form in). */
  preload: () => void;
}

/**
 * The form machine, loaded with XState on the form's first use instead of with the page. Until it
 * runs, the visitor's edits go through the same pure `applyEdit` the machine uses, and the machine
 * then starts from them; a submit waits for it. If its code cannot be loaded, `fallback` is called
 * (the form is then posted without JavaScript, which keeps the answers too).
 */
export function useFormMachine(input: Omit<FormInput, 'resume'>, fallback: () => void): FormMachineView {
  const api = useBrowserApi();
  const [local, setLocal] = useState(() => initialFormContext(input));
  const before = useRef(local);
  const lazy = useLazyActor<ReturnType<FormActor['getSnapshot']>, FormEvent>(
    () => formFlow.load().then(({ startFormActor }) => startFormActor(api, { ...input, resume: before.current })),
    (_error, queued) => {
      if (queued.some((event) => event.type === 'SUBMIT')) fallback();
    },
  );
  const { isRunning, preload, send: sendToActor } = lazy;
  const send = useCallback(
    (event: FormEvent) => {
      if (!isRunning() && isEditEvent(event)) {
        before.current = applyEdit(before.current, event);
        setLocal(before.current);
        preload();
        return;
      }
      sendToActor(event);
    },
    [isRunning, preload, sendToActor],
  );
  const snapshot = lazy.snapshot;
  if (!snapshot) return { context: local, status: statusBeforeMachine(local), send, preload };
  return { context: snapshot.context, status: formStatusOf(snapshot.value), send, preload };
}
