import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { Locale } from '../../rules/index.ts';
import { BlockImage } from '../../blocks/shared/BlockImage.tsx';
import { SafeHtml } from '../../blocks/shared/SafeHtml.tsx';
import { safeUrl } from '../../blocks/shared/safe-url.ts';
import type { ApiClient } from '../api/index.ts';
import { createPopupActors } from '../machines/popup/popup.actors.ts';
import { popupMachine } from '../machines/popup/popup.machine.ts';
import type { PopupStorage } from '../machines/popup/popup-rules.ts';
import { overlayMessages } from './messages.ts';
import { pageLocale, translate } from './page-locale.ts';
import { POPUP_OPEN_EVENT, type PopupOpenDetail } from './popup-event.ts';
import { watchPopupTrigger } from './popup-triggers.ts';
import { useModal } from './use-modal.ts';
import './overlay-base.css';
import './popup-host.css';

export interface PopupHostProps {
  api: ApiClient;
  /** Popups to open at load (in order, one after the other). */
  ids?: readonly number[];
  locale?: Locale;
  /** Local storage by default; null when it is blocked. */
  storage?: PopupStorage | null;
}

function browserStorage(): PopupStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The modal popup host (§2 Shared UI): the popup machine fetches `GET /popup/{id}` and opens it;
 * a modal dialog labelled by the popup's title, focus trapped and restored, Escape and a backdrop
 * click close it, page scroll locked while open. The popup's HTML goes through the sanitizer.
 */
export default function PopupHost({ api, ids = [], locale, storage }: PopupHostProps) {
  const actor = useActorRef(popupMachine.provide({ actors: createPopupActors(api) }), {
    input: { storage: storage === undefined ? browserStorage() : storage },
  });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const armed = useSelector(actor, (snapshot) => snapshot.matches('armed'));
  const popup = useSelector(actor, (snapshot) => snapshot.context.popup);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => actor.send({ type: 'CLOSE' }), [actor]);
  useModal(ref, open, { onEscape: close });

  const idList = ids.join(',');
  useEffect(() => {
    for (const id of idList.split(',').filter(Boolean)) actor.send({ type: 'OPEN', id: Number(id) });
  }, [actor, idList]);
  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<PopupOpenDetail>).detail;
      if (detail && Number.isInteger(detail.id)) actor.send({ type: 'OPEN', id: detail.id, force: detail.force === true });
    };
    window.addEventListener(POPUP_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(POPUP_OPEN_EVENT, onOpen);
  }, [actor]);

  const trigger = popup?.trigger;
  useEffect(() => {
    if (!armed || (trigger !== 'ON_SCROLL' && trigger !== 'ON_EXIT')) return;
    return watchPopupTrigger(trigger, () => actor.send({ type: 'TRIGGERED' }));
  }, [actor, armed, trigger]);

  if (!open || !popup) return null;
  const href = popup.button ? safeUrl(popup.button.href) : null;
  return (
    <div className="vitrine-popup__backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={ref} className="vitrine-popup" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="vitrine-popup__close" aria-label={translate(overlayMessages, locale ?? pageLocale(), 'popup.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="vitrine-popup__title">{popup.title}</h2>
        {popup.image && <BlockImage image={popup.image} className="vitrine-popup__image" />}
        <SafeHtml html={popup.html} className="vitrine-popup__content" />
        {popup.button && href && (
          <a className="vitrine-popup__button" href={href} onClick={close}>
            {popup.button.label}
          </a>
        )}
      </div>
    </div>
  );
}
