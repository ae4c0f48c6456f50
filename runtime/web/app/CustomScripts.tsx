import { useContext, useMemo } from 'react';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { DocumentContext } from './document-context.ts';
import type { ServedParameter } from '../../../schemas/api/site.ts';
import { customContent, inlineScriptText } from './custom-scripts.ts';

export interface CustomScriptsProps {
  parameters: readonly ServedParameter[];
  /** The page's own `link.jsCode` ('' for none, and on fixed routes). */
  jsCode: string;
}

/**
 * The end of the body: END_OF_BODY_HTML's markup (sanitized by the API), then — only with
 * ALLOW_CUSTOM_SCRIPTS — its scripts and the page's `link.jsCode`, each carrying the request's CSP nonce. They run when the
 * document loads (browsers hide the nonce afterwards, hence no hydration warning on it).
 */
export function CustomScripts({ parameters, jsCode }: CustomScriptsProps) {
  const { nonce } = useContext(DocumentContext);
  const content = useMemo(() => customContent(parameters, jsCode), [parameters, jsCode]);
  if (content.html.trim() === '' && content.scripts.length === 0) return null;
  return (
    <>
      {content.html.trim() !== '' ? (
        <SafeHtml html={content.html} className="vitrine-end-of-body" />
      ) : null}
      {content.scripts.map((script, index) =>
        'src' in script ? (
          <script key={index} src={script.src} nonce={nonce} async={false} suppressHydrationWarning />
        ) : (
          <script key={index} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineScriptText(script.code) }} />
        ),
      )}
    </>
  );
}
