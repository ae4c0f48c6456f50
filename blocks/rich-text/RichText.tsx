import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection } from '../../runtime/index.ts';
import { SafeHtml } from '../../runtime/index.ts';
import type { RichTextProps } from './rich-text.block.ts';
import '../../runtime/ui/block.css';
import './rich-text.css';

/** Configured HTML (sanitized by the API when it loads the configuration), under an optional h2 title. */
export function RichText({ props }: BlockProps<RichTextProps>) {
  return (
    <BlockSection type="rich-text" title={props.title}>
      <SafeHtml html={props.html} className="block-rich-text__body" />
    </BlockSection>
  );
}
