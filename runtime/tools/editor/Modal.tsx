import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
}

/** A modal dialog (the browser's <dialog>: focus kept inside, Escape closes it), its title its name. */
export function Modal({ title, onClose, children, wide }: ModalProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className={`editor-dialog${wide ? ' is-wide' : ''}`} aria-labelledby="editor-dialog-title" onCancel={(event) => { event.preventDefault(); onClose(); }}>
      <h2 id="editor-dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}
