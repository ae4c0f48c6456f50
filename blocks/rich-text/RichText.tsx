import { useId } from 'react';
import type { BlockProps } from '../define-block.ts';
import { SafeHtml } from '../shared/SafeHtml.tsx';
import type { RichTextProps } from './rich-text.schema.ts';
import '../shared/block.css';
import './rich-text.css';

/** Configured HTML through the allowlist sanitizer, under an optional h2 title. */
export function RichText({ props }: BlockProps<RichTextProps>) {
  const titleId = useId();
  return (
    <section className="block block-rich-text" aria-labelledby={props.title ? titleId : undefined}>
      {props.title ? (
        <h2 id={titleId} className="block__title">
          {props.title}
        </h2>
      ) : null}
      <SafeHtml html={props.html} className="block-rich-text__body" />
    </section>
  );
}
