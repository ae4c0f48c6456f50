import { useMemo } from 'react';
import { fillLegalPlaceholders } from '../../rules/text/fill-legal-placeholders.ts';
import { useIntl, useSiteData } from '../../runtime/index.ts';
import { parameterString } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection } from '../../runtime/index.ts';
import { SafeHtml } from '../../runtime/index.ts';
import type { LegalTextProps } from './legal-text.block.ts';
import '../../runtime/ui/block.css';
import './legal-text.css';

/** One legal text of the site parameters, with the company placeholders filled in as text. */
export function LegalText({ props }: BlockProps<LegalTextProps>) {
  const intl = useIntl();
  const { parameters } = useSiteData();
  const text = parameterString(parameters, props.parameter);
  const html = useMemo(() => fillLegalPlaceholders(text, parameters), [text, parameters]);
  return (
    <BlockSection type="legal-text" title={props.title}>
      {text ? (
        <SafeHtml html={html} className="block-legal-text__body" />
      ) : (
        <p className="block-legal-text__missing">{intl.formatMessage({ id: 'legal-text.missing' })}</p>
      )}
    </BlockSection>
  );
}
