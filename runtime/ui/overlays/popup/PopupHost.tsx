import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../../../rules/index.ts';
import { BlockImage } from '../../BlockImage.tsx';
import { SafeHtml } from '../../SafeHtml.tsx';
import { safeUrl } from '../../safe-url.ts';
import type { ApiClient } from '../../../engine/api/index.ts';
import { createPopupActors } from '../../../engine/machines/popup/popup.actors.ts';
import { popupMachine } from '../../../engine/machines/popup/popup.machine.ts';
import { recordingInspect } from '../../../engine/machines/recording/recording-inspect.ts';
import type { PopupStorage, ServedPopup } from '../../../engine/machines/popup/popup-rules.ts';
import { overlayMessages } from '../messages.ts';
import { pageLocale, translate } from '../page-locale.ts';
import { POPUP_CLOSE_EVENT, POPUP_OPEN_EVENT, popupOpenDetail } from './popup-event.ts';
import { popupPresentation } from './popup-presentation.ts';
import { watchPopupTrigger } from './popup-triggers.ts';
import { popupMotion } from '../motion/overlay-motions.ts';
import { useEnterExit } from '../motion/use-enter-exit.ts';
import { useModal } from '../use-modal.ts';
import { usePresence } from '../motion/use-presence.ts';
import '../overlay-base.css';
import './popup-host.css';

export interface PopupHostProps {
  api: ApiClient;
  /** Popups to open at load (in order, one after the other). */
  ids?: readonly number[];
  /** The detail of an open event dispatched before the host was loaded: replayed once at mount when well-formed. */
  initial?: unknown;
  locale?: Locale;
  /** Local storage by default; null when it is blocked. */
  storage?: PopupStorage | null;
  /** A shop page (catalogue, product, cart): an AUTO popup shows there as a bar that blocks nothing. */
  shopPage?: boolean;
}

const notShown: readonly ServedPopup[] = [];
const popupKey = () => 'popup';

function browserStorage(): PopupStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The popup host (§2 Shared UI): the popup machine fetches `GET /popup/{id}` and opens it, on
 * load or on an open event, and closes it on its close button, Escape or a close event. As a
 * modal dialog (content pages): labelled by the popup's title, focus trapped and restored, a
 * backdrop click closes it, page scroll locked while open. As a bar (shop pages, popupPresentation):
 * a labelled region at the foot of the screen that traps nothing and locks nothing, so the
 * announcement never blocks shopping. The popup's HTML comes sanitized by the API. It fades in,
 * and out (kept on screen, inert, while it does).
 */
export default function PopupHost({ api, ids = [], initial, locale, storage, shopPage = false }: PopupHostProps) {
  const [recording] = useState(recordingInspect);
  const actor = useActorRef(popupMachine.provide({ actors: createPopupActors(api) }), {
    input: { storage: storage === undefined ? browserStorage() : storage },
    ...recording,
  });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const armed = useSelector(actor, (snapshot) => snapshot.matches('armed'));
  const popup = useSelector(actor, (snapshot) => snapshot.context.popup);
  const ref = useRef<HTMLDivElement>(null);
  const { entries, exited } = usePresence(open && popup ? [popup] : notShown, popupKey);
  const entry = entries[0];
  const scope = useEnterExit<HTMLDivElement>(popupMotion, !entry ? 'hidden' : entry.leaving ? 'leaving' : 'shown', () => exited('popup'));
  const titleId = useId();
  const close = useCallback(() => actor.send({ type: 'CLOSE' }), [actor]);
  const presentation = popup ? popupPresentation(popup, shopPage) : 'modal';
  useModal(ref, open && presentation === 'modal', { onEscape: close });
  useEffect(() => {
    if (!open || presentation !== 'bar') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.contains(document.activeElement)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, presentation, close]);
  useEffect(() => {
    window.addEventListener(POPUP_CLOSE_EVENT, close);
    return () => window.removeEventListener(POPUP_CLOSE_EVENT, close);
  }, [close]);

  const idList = ids.join(',');
  useEffect(() => {
    for (const id of idList.split(',').filter(Boolean)) actor.send({ type: 'OPEN', id: Number(id) });
  }, [actor, idList]);
  const [replay] = useState(() => popupOpenDetail(initial));
  useEffect(() => {
    if (replay) actor.send({ type: 'OPEN', ...replay });
  }, [actor, replay]);
  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = popupOpenDetail((event as CustomEvent<unknown>).detail);
      if (detail) actor.send({ type: 'OPEN', ...detail });
    };
    window.addEventListener(POPUP_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(POPUP_OPEN_EVENT, onOpen);
  }, [actor]);

  const trigger = popup?.trigger;
  useEffect(() => {
    if (!armed || (trigger !== 'ON_SCROLL' && trigger !== 'ON_EXIT')) return;
    return watchPopupTrigger(trigger, () => actor.send({ type: 'TRIGGERED' }));
  }, [actor, armed, trigger]);

  if (!entry) return null;
  const shown = entry.item;
  const href = shown.button ? safeUrl(shown.button.href) : null;
  const closeLabel = translate(overlayMessages, locale ?? pageLocale(), 'popup.close');
  if (presentation === 'bar') {
    return (
      <div ref={scope} className="vitrine-popup-bar__frame" inert={entry.leaving} aria-hidden={entry.leaving || undefined}>
        <section ref={ref} className="vitrine-popup-bar" aria-labelledby={titleId}>
          <div className="vitrine-popup-bar__text">
            <h2 id={titleId} className="vitrine-popup-bar__title">{shown.title}</h2>
            <SafeHtml html={shown.html} className="vitrine-popup-bar__content" />
          </div>
          {shown.button && href && (
            <a className="vitrine-popup__button vitrine-popup-bar__button" href={href} onClick={close}>
              {shown.button.label}
            </a>
          )}
          <button type="button" className="vitrine-popup__close vitrine-popup-bar__close" aria-label={closeLabel} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </section>
      </div>
    );
  }
  return (
    <div ref={scope} className="vitrine-popup__backdrop" inert={entry.leaving} aria-hidden={entry.leaving || undefined} onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={ref} className="vitrine-popup" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="vitrine-popup__close" aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="vitrine-popup__title">{shown.title}</h2>
        {shown.image && <BlockImage image={shown.image} className="vitrine-popup__image" />}
        <SafeHtml html={shown.html} className="vitrine-popup__content" />
        {shown.button && href && (
          <a className="vitrine-popup__button" href={href} onClick={close}>
            {shown.button.label}
          </a>
        )}
      </div>
    </div>
  );
}
