import { useId } from 'react';
import type { BlockProps } from '../../runtime/index.ts';
import { SiteLink } from '../../runtime/index.ts';
import type { CallToActionProps } from './call-to-action.server.ts';
import '../../runtime/ui/block.css';
import './call-to-action.css';

/** A highlighted band inviting the visitor to act (request a quote, call, book). */
export function CallToAction({ props }: BlockProps<CallToActionProps>) {
  const titleId = useId();
  return (
    <section className="block block-call-to-action" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title block-call-to-action__title">
        {props.title}
      </h2>
      {props.text ? <p className="block-call-to-action__text">{props.text}</p> : null}
      <SiteLink href={props.button.href} className="button block-call-to-action__button">
        {props.button.label}
      </SiteLink>
    </section>
  );
}
