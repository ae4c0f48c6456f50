import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';

/** What every widget receives: its field, the concrete pointer of its value, the value and where the next one goes. */
export interface FieldProps {
  field: BlockField;
  pointer: string;
  value: unknown;
  onChange(next: unknown): void;
  /** The item's position when the field is an item of a list (its label says "Carte 2"). */
  index?: number;
}
