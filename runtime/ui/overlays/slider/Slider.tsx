import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Locale } from '../../../../rules/index.ts';
import { SLIDER_OPEN_EVENT } from '../../slider-event.ts';
import { breakpoints } from '../../theme/breakpoints.ts';
import { useMediaQuery } from '../../use-media-query.ts';
import { overlayMessages, type OverlayMessageKey } from '../messages.ts';
import { pageLocale, translate } from '../page-locale.ts';
import { closedSlider, parseSliderDetail, sliderCounter, sliderKeyAction, sliderReducer, type SliderState } from './slider-state.ts';
import { sliderMotion } from '../motion/overlay-motions.ts';
import { SlideView } from './SlideView.tsx';
import { createSwipePoller } from './swipe-poller.ts';
import { useEnterExit } from '../motion/use-enter-exit.ts';
import { useModal } from '../use-modal.ts';
import { usePresence } from '../motion/use-presence.ts';
import '../../visually-hidden.css';
import '../overlay-base.css';
import './slider.css';

/** Arrow buttons show from the §9 `md` breakpoint (996 px) up. */
export const SLIDER_ARROWS_QUERY = `(min-width: ${breakpoints.md}px)`;

export interface SliderProps {
  /** The page's language; read from `<html lang>` when left out. */
  locale?: Locale;
  /** The detail of an open event dispatched before the slider was loaded: opened at mount. */
  initial?: unknown;
}

/** The first state: open on the replayed event's slides when it is well-formed, else closed. */
function openedAtMount(initial: unknown): SliderState {
  if (initial === undefined) return closedSlider;
  try {
    return sliderReducer(closedSlider, { type: 'open', ...parseSliderDetail(initial) });
  } catch (error) {
    console.error(error);
    return closedSlider;
  }
}

const notShown: readonly SliderState[] = [];
const sliderKey = () => 'slider';

/**
 * The fullscreen image and video slider (§2 Shared UI), opened by the `vitrine:slider-open`
 * window event: 'current / total', wrap-around, Escape closes, arrow keys and swipes step,
 * arrow buttons from md up, focus trapped while open and restored on close. It fades in and out
 * (kept on screen, inert, while it fades out); each slide fades and grows in.
 */
export default function Slider({ locale, initial }: SliderProps) {
  const [state, dispatch] = useReducer(sliderReducer, initial, openedAtMount);
  const { entries, exited } = usePresence(state.open && state.items[state.index] ? [state] : notShown, sliderKey);
  const entry = entries[0];
  const ref = useEnterExit<HTMLDivElement>(sliderMotion, !entry ? 'hidden' : entry.leaving ? 'leaving' : 'shown', () => exited('slider'));
  const showArrows = useMediaQuery(SLIDER_ARROWS_QUERY);
  const lang = locale ?? pageLocale();
  const t = (key: OverlayMessageKey, values?: Record<string, number>) => translate(overlayMessages, lang, key, values);

  useEffect(() => {
    const onOpen = (event: Event) => {
      try {
        dispatch({ type: 'open', ...parseSliderDetail((event as CustomEvent).detail) });
      } catch (error) {
        console.error(error);
      }
    };
    window.addEventListener(SLIDER_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(SLIDER_OPEN_EVENT, onOpen);
  }, []);

  const [swipe] = useState(() => createSwipePoller((direction) => dispatch({ type: direction })));
  useEffect(() => () => swipe.end(), [swipe]);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  useModal(ref, state.open, {
    onEscape: close,
    onKey: (event) => {
      const action = sliderKeyAction(event.key);
      if (action && action.type !== 'close') {
        event.preventDefault();
        dispatch(action);
      }
    },
  });

  if (!entry) return null;
  const shown = entry.item;
  const slide = shown.items[shown.index];
  if (!slide) return null;
  const total = shown.items.length;
  return (
    <div
      ref={ref}
      className="vitrine-slider"
      role="dialog"
      aria-modal="true"
      aria-label={t('slider.label')}
      tabIndex={-1}
      inert={entry.leaving}
      aria-hidden={entry.leaving || undefined}
      onTouchStart={(event) => swipe.start(event.touches[0]?.clientX ?? 0)}
      onTouchMove={(event) => swipe.move(event.touches[0]?.clientX ?? 0)}
      onTouchEnd={() => swipe.end()}
    >
      <p className="vitrine-slider__counter" aria-live="polite">
        <span aria-hidden="true">{sliderCounter(shown)}</span>
        <span className="visually-hidden">{t('slider.position', { current: shown.index + 1, total })}</span>
      </p>
      <button type="button" className="vitrine-slider__close" aria-label={t('slider.close')} onClick={close} data-autofocus>
        <span aria-hidden="true">×</span>
      </button>
      {showArrows && total > 1 && (
        <button type="button" className="vitrine-slider__arrow vitrine-slider__arrow--previous" aria-label={t('slider.previous')} onClick={() => dispatch({ type: 'previous' })}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <SlideView key={`${shown.index}:${slide.src}`} slide={slide} />
      {showArrows && total > 1 && (
        <button type="button" className="vitrine-slider__arrow vitrine-slider__arrow--next" aria-label={t('slider.next')} onClick={() => dispatch({ type: 'next' })}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
