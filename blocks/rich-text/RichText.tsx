import type { BlockProps } from '../define-block.ts';
import { BlockSection } from '../shared/BlockSection.tsx';
import { SafeHtml } from '../shared/SafeHtml.tsx';
import type { RichTextProps } from './rich-text.schema.ts';
import '../shared/block.css';
import './rich-text.css';

/** Configured HTML (sanitized by the API when it loads the configuration), under an optional h2 title. */
export function RichText({ props }: BlockProps<RichTextProps>) {
  return (
    <BlockSection type="rich-text" title={props.title}>
      <SafeHtml html={props.html} className="block-rich-text__body" />
    </BlockSection>
  );
}
