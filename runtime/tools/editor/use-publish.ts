import { useState } from 'react';
import type { EditorApi } from './editor-api.ts';
import { editorText } from './editor-messages.ts';
import type { useDraft } from './use-draft.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface PublishState {
  state: 'idle' | 'publishing' | 'done' | 'refused';
  message: string;
}

/**
 * "Publier": publishes the draft at its revision; a refusal (422 with the errors, 409 when the
 * draft or the live files moved) is said and the draft read again; once published, says when the
 * new version is served (at once in files mode, else by asking the status every second).
 */
export function usePublish(api: EditorApi, draft: ReturnType<typeof useDraft>, lang: Lang, onPublished: () => void) {
  const [publish, setPublish] = useState<PublishState>({ state: 'idle', message: '' });
  // The publication's optional message (the history shows it), emptied once published.
  const [note, setNote] = useState('');
  const doPublish = async () => {
    setPublish({ state: 'publishing', message: editorText(lang, 'publishing') });
    // What the owner types from now on is kept over the draft read back after the publication.
    draft.beginPublish();
    const answer = await api.publish(draft.revision(), note);
    if (answer.status === 422) {
      draft.publishRefused();
      draft.setErrors(answer.data.errors ?? []);
      setPublish({ state: 'refused', message: answer.message });
      return;
    }
    if (!answer.success) {
      // 409: the draft moved (read it again), or files changed on the live site (listed by the draft, see conflicts).
      setPublish({ state: 'refused', message: answer.message });
      if (answer.status === 409) await draft.afterPublish();
      else draft.publishRefused();
      return;
    }
    const version = answer.data.version.slice(0, 12);
    setNote('');
    setPublish({ state: 'done', message: editorText(lang, answer.data.served ? 'published' : 'publishedPending', { version }) });
    await draft.afterPublish();
    onPublished();
    if (!answer.data.served) {
      for (let tries = 0; tries < 30; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const status = await api.status();
        if (status.success && status.data.servedVersion === answer.data.version) {
          setPublish({ state: 'done', message: editorText(lang, 'published', { version }) });
          break;
        }
      }
    }
  };

  return { publish, doPublish, note, setNote };
}
