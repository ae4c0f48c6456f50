import { Editor } from '@tiptap/core';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useForm } from './form-context.ts';
import type { MessageId } from './form-messages.ts';
import { isLinkAddress } from './link-target.ts';
import { richTextExtensions } from './rich-text-extensions.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** The attributes the editable area carries, as an input would (label, help, error, pointer). */
export interface RichTextAttributes {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'data-pointer': string;
  'data-lang': Lang;
  lang: Lang;
}

interface Tool {
  label: MessageId;
  text: string;
  active(editor: Editor): boolean;
  run(editor: Editor): void;
}

const TOOLS: Tool[] = [
  { label: 'bold', text: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'italic', text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'paragraph', text: '¶', active: (e) => e.isActive('paragraph'), run: (e) => e.chain().focus().setParagraph().run() },
  { label: 'heading', text: 'H2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'heading', text: 'H3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'bulletList', text: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'numberedList', text: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'quote', text: '“', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

const attributesOf = (attributes: RichTextAttributes): Record<string, string> => ({
  ...(attributes as unknown as Record<string, string>),
  role: 'textbox',
  'aria-multiline': 'true',
  class: 'bf-rich',
});

/**
 * A rich-text editor (TipTap, its schema limited to what the sanitizer keeps) with a toolbar:
 * bold, italic, paragraph, headings, lists, quote, link. It hands back its HTML ('' when empty);
 * a new value from outside (undo in the editor app, another language) replaces its content.
 */
export function RichTextEditor({ value, onChange, attributes }: { value: string; onChange(html: string): void; attributes: RichTextAttributes }) {
  const { t } = useForm();
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, repaint] = useReducer((n: number) => n + 1, 0);
  const [linking, setLinking] = useState<string | null>(null);
  const [current, setCurrent] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  // A toolbar is one tab stop; the arrows, Home and End move between its buttons (WAI-ARIA toolbar).
  const onToolbarKey = (event: ReactKeyboardEvent) => {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const to = (next + buttons.length) % buttons.length;
    setCurrent(to);
    buttons[to]?.focus();
  };
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };

  useEffect(() => {
    if (!mount.current) return;
    const created = new Editor({
      element: mount.current,
      extensions: richTextExtensions(),
      content: latest.current.value,
      editorProps: { attributes: attributesOf(attributes) },
      onUpdate: ({ editor: changed }) => {
        const html = changed.isEmpty ? '' : changed.getHTML();
        if (html !== latest.current.value) latest.current.onChange(html);
      },
      onTransaction: () => repaint(),
    });
    setEditor(created);
    return () => {
      created.destroy();
      setEditor(null);
    };
    // The editor is made once; its attributes and content follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributesOf(attributes) } });
  }, [editor, JSON.stringify(attributes)]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!editor) return;
    const html = editor.isEmpty ? '' : editor.getHTML();
    if (html !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const applyLink = () => {
    if (!editor || linking === null) return;
    const href = linking.trim();
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!isLinkAddress(href)) return;
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address goes in as the link's text.
      editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };
  const linkWrong = linking !== null && linking.trim() !== '' && !isLinkAddress(linking.trim());
  const linkInputId = `${attributes.id}-link`;

  return (
    <div className="bf-rich-editor">
      <div className="bf-toolbar" ref={toolbar} onKeyDown={onToolbarKey} role="toolbar" aria-label={`${t('formatting')} (${attributes.lang === 'fr' ? 'Français' : 'English'})`}>
        {TOOLS.map((tool, at) => (
          <button
            type="button"
            key={tool.text}
            tabIndex={at === current ? 0 : -1}
            className={`bf-tool-${tool.label}`}
            title={t(tool.label)}
            aria-label={tool.label === 'heading' ? `${t('heading')} ${tool.text.slice(1)}` : t(tool.label)}
            aria-pressed={editor ? tool.active(editor) : false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
        <button
          type="button"
          title={t('link')}
          aria-label={t('link')}
          tabIndex={current === TOOLS.length ? 0 : -1}
          aria-pressed={editor?.isActive('link') ?? false}
          aria-expanded={linking !== null}
          disabled={!editor}
          onClick={() => setLinking(linking === null ? ((editor?.getAttributes('link').href as string | undefined) ?? '') : null)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M6.5 9.5l3-3M7 4.5l1.3-1.3a2.6 2.6 0 013.7 3.7L10.7 8.2M9 11.5l-1.3 1.3a2.6 2.6 0 01-3.7-3.7L5.3 7.8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {linking !== null ? (
        <div className="bf-link-input">
          <label className="bf-sublabel" htmlFor={linkInputId}>
            {t('linkPrompt')}
          </label>
          <input
            type="text"
            id={linkInputId}
            inputMode="url"
            autoFocus
            value={linking}
            aria-invalid={linkWrong || undefined}
            aria-errormessage={linkWrong ? `${linkInputId}-error` : undefined}
            onChange={(event) => setLinking(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setLinking(null);
                editor?.commands.focus();
              }
            }}
          />
          <button type="button" onClick={applyLink}>
            OK
          </button>
          {linkWrong ? (
            <p className="bf-error" id={`${linkInputId}-error`}>
              {t('addressInvalid')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div ref={mount} lang={attributes.lang} />
    </div>
  );
}
