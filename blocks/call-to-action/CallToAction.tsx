import { useId } from 'react';
import type { BlockProps } from '../../runtime/index.ts';
import { SiteLink } from '../../runtime/index.ts';
import type { CallToActionProps } from './call-to-action.block.ts';
import '../../runtime/ui/block.css';
import './call-to-action.css';

/**
 * A highlighted invitation to act (request a quote, call, book), by its variant (decision 0068):
 * `box` (a coloured box, the default), `band` (a full-width band, the button beside the words),
 * `inline` (no background, between two rules).
 */
export function CallToAction({ props }: BlockProps<CallToActionProps>) {
  const titleId = useId();
  const variant = props.variant ?? 'box';
  return (
    <section className={`block block-call-to-action block-call-to-action--${variant}`} aria-labelledby={titleId}>
      <div className="block-call-to-action__words">
        <h2 id={titleId} className="block__title block-call-to-action__title">
          {props.title}
        </h2>
        {props.text ? <p className="block-call-to-action__text">{props.text}</p> : null}
      </div>
      <SiteLink href={props.button.href} className="button block-call-to-action__button">
        {props.button.label}
      </SiteLink>
    </section>
  );
}
