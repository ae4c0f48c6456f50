import { useCallback, useRef, useState } from 'react';
import { applyCustomizationEdit, initialCustomizationContext, isCustomizationEdit, customizationFlow, useCart, useLazyActor } from '../../runtime/index.ts';
import type { CustomizationActor, CustomizationContext, CustomizationEvent, CustomizationInput } from '../../runtime/index.ts';
import { useBrowserApi } from '../form/use-browser-api.ts';

/** The state the block shows: the flow's status and the price's. */
export interface CustomizationView {
  context: CustomizationContext;
  flow: 'step' | 'incomplete' | 'refused' | 'checkingFile' | 'summary' | 'failed' | 'adding' | 'added';
  price: 'current' | 'stale' | 'fetching' | 'failed';
  send: (event: CustomizationEvent) => void;
  /** Loads the machine ahead of the first step change (the visitor has come to the block). */
  preload: () => void;
}

type Value = { flow: string | Record<string, string>; price: string };

function flowOf(value: Value): CustomizationView['flow'] {
  const { flow } = value;
  if (typeof flow === 'string') return flow as CustomizationView['flow'];
  if ('step' in flow) return flow.step === 'ready' ? 'step' : (flow.step as CustomizationView['flow']);
  return flow.summary === 'failed' ? 'failed' : 'summary';
}

/**
 * The customization machine, loaded with XState on the block's first use instead of with the
 * page. Until it runs, answers and files go through the same pure `applyEdit` the machine uses
 * (and are queued for it), so typing never waits for the download; a step change waits for it.
 */
export function useCustomization(input: CustomizationInput): CustomizationView {
  const api = useBrowserApi();
  const cart = useCart();
  const [local, setLocal] = useState(() => initialCustomizationContext(input));
  const before = useRef(local);
  const lazy = useLazyActor<ReturnType<CustomizationActor['getSnapshot']>, CustomizationEvent>(() =>
    customizationFlow.load().then(({ startCustomizationActor }) => startCustomizationActor(api, input, cart.send)),
  );
  const { isRunning, send: sendToActor, preload } = lazy;
  const send = useCallback(
    (event: CustomizationEvent) => {
      if (!isRunning() && isCustomizationEdit(event)) {
        before.current = applyCustomizationEdit(before.current, event);
        setLocal(before.current);
      }
      sendToActor(event);
    },
    [isRunning, sendToActor],
  );
  const snapshot = lazy.snapshot;
  if (!snapshot) return { context: local, flow: 'step', price: 'current', send, preload };
  const value = snapshot.value as Value;
  return { context: snapshot.context, flow: flowOf(value), price: value.price as CustomizationView['price'], send, preload };
}
