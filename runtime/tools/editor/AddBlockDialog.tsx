import { useState, type ReactNode } from 'react';
import type { BlockField } from '../../../schemas/blocks/block-fields.ts';
import { typeLabel } from './block-label.ts';
import { editorText } from './editor-messages.ts';
import { slotAllows, type SlotDefinition } from './layout-ops.ts';
import { Modal } from './Modal.tsx';
import type { Lang } from '../../../rules/locale.ts';

/** A block of the editor's catalogue (GET /admin/editor/blocks). */
export interface CatalogueBlock {
  type: string;
  description: string;
  fields: BlockField[];
  examples: { fr: unknown; en: unknown } | null;
  /** The slots the block renders (older catalogues have none). */
  slots?: SlotDefinition[];
}

export interface AddBlockDialogProps {
  blocks: readonly CatalogueBlock[];
  lang: Lang;
  /** Adding into a slot: its name in words and the block types it takes (all when absent). */
  slot?: SlotDefinition;
  onAdd(block: CatalogueBlock): void;
  onClose(): void;
}

/** "Ajouter un bloc": the catalogue (for a slot, only the block types it takes), each block with its description and its picture as `/_blocks` shows it. */
export function AddBlockDialog({ blocks: all, lang, slot, onAdd, onClose }: AddBlockDialogProps): ReactNode {
  const blocks = slot ? all.filter((block) => slotAllows(slot, block.type)) : all;
  const [chosen, setChosen] = useState<CatalogueBlock | null>(blocks[0] ?? null);
  return (
    <Modal title={slot ? editorText(lang, 'catalogueFor', { slot: slot.label[lang] }) : editorText(lang, 'catalogue')} onClose={onClose} wide>
      <div className="catalogue">
        <ul className="catalogue-list">
          {blocks.map((block) => (
            <li key={block.type}>
              <button type="button" className="catalogue-item" aria-pressed={chosen?.type === block.type} onClick={() => setChosen(block)}>
                <span className="outline-type">{typeLabel(block.type)}</span>
                <span className="catalogue-description">{block.description}</span>
              </button>
            </li>
          ))}
        </ul>
        {chosen && (
          <div className="catalogue-preview">
            <iframe title={typeLabel(chosen.type)} src={`/_blocks/${encodeURIComponent(chosen.type)}?lang=${lang}&frame=1`} loading="lazy" />
            <p>{chosen.description}</p>
          </div>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onClose}>{editorText(lang, 'cancel')}</button>
        {chosen && <button type="button" className="button-primary" onClick={() => onAdd(chosen)}>{editorText(lang, 'addThis', { block: typeLabel(chosen.type) })}</button>}
      </div>
    </Modal>
  );
}
