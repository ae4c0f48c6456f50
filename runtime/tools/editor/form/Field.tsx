import type { FieldProps } from './field-props.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { ColorField } from './ColorField.tsx';
import { DateField } from './DateField.tsx';
import { GroupField } from './GroupField.tsx';
import { ImageField, MediaField } from './ImageField.tsx';
import { LinkField } from './LinkField.tsx';
import { ListField } from './ListField.tsx';
import { LocalizedHtmlField } from './LocalizedHtmlField.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';
import { NumberField } from './NumberField.tsx';
import { RawField } from './RawField.tsx';
import { SwitchField } from './SwitchField.tsx';
import { TextField } from './TextField.tsx';

/** One field of a block's form, rendered by the widget its schema names (decision 0050). */
export function Field(props: FieldProps) {
  switch (props.field.widget) {
    case 'localized-text':
      return <LocalizedTextField {...props} />;
    case 'localized-html':
      return <LocalizedHtmlField {...props} />;
    case 'text':
      return <TextField {...props} />;
    case 'image':
      return <ImageField {...props} />;
    case 'media':
      return <MediaField {...props} />;
    case 'link':
    case 'page':
      return <LinkField {...props} />;
    case 'product':
    case 'number':
      return <NumberField {...props} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'switch':
      return <SwitchField {...props} />;
    case 'color':
      return <ColorField {...props} />;
    case 'date':
      return <DateField {...props} />;
    case 'list':
      return <ListField {...props} />;
    case 'group':
      return <GroupField {...props} />;
    case 'raw':
      return <RawField {...props} />;
  }
}
