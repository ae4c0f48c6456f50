import type { BlockProps } from '../../runtime/blocks/define-block.ts';
import { BlockSection } from '../../runtime/ui/BlockSection.tsx';
import { SafeHtml } from '../../runtime/ui/SafeHtml.tsx';
import type { RichTextProps } from './rich-text.schema.ts';
import '../../runtime/ui/block.css';
import './rich-text.css';

/** Configured HTML through the allowlist sanitizer, under an optional h2 title. */
export function RichText({ props }: BlockProps<RichTextProps>) {
  return (
    <BlockSection type="rich-text" title={props.title}>
      <SafeHtml html={props.html} className="block-rich-text__body" />
    </BlockSection>
  );
}
