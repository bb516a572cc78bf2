import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { TagRoot } from './Tag.styles';

/** Semantic tones and their Arco colour names (`arcoblue` = `primary`, `green` = `success` …). */
export type TagColor =
  | 'default'
  | 'gray'
  | 'primary'
  | 'arcoblue'
  | 'success'
  | 'green'
  | 'warning'
  | 'orange'
  | 'danger'
  | 'red';
/** Height of a `Tag`: `small` 20 px, `medium` 24 px (default), `large` 28 px. */
export type TagSize = 'small' | 'medium' | 'large';

/** Props of `Tag`. Other `<span>` attributes go to the tag; `color` is the tone, not a CSS colour. */
export interface TagProps extends Omit<ComponentPropsWithRef<'span'>, 'color'> {
  /** Tone of the tag. Colour is never the only signal: the text must say the state too. Default `default` (grey). */
  color?: TagColor;
  /** Height 20 / 24 / 28 px. Default `medium`. */
  size?: TagSize;
  /** A decorative icon before the text, e.g. `<Icon icon={Check} />`. */
  icon?: ReactNode;
  /** Adds a remove (×) button after the text. The tag does not hide itself: remove it in `onClose`. */
  closable?: boolean;
  /** Called when the remove button is pressed. */
  onClose?: () => void;
  /** Name of the remove button. Default "Remove <text>" when the text is a string, else "Remove" (translated). */
  closeLabel?: string;
  /** The tag's text: it must name the state, since colour alone does not. */
  children?: ReactNode;
}

/** A small coloured label for a state or category (certified, auditing, current farm), optionally removable. */
export function Tag({
  color = 'default',
  size = 'medium',
  icon,
  closable = false,
  onClose,
  closeLabel,
  children,
  ...rest
}: TagProps) {
  const { t } = useDataComponentsTranslation();
  const name =
    closeLabel ??
    (typeof children === 'string'
      ? t('dataComponents.tag.removeNamed', { label: children })
      : t('dataComponents.tag.remove'));
  return (
    <TagRoot data-color={color} data-size={size} {...rest}>
      {icon}
      <span data-slot="text">{children}</span>
      {closable ? (
        <IconButton label={name} icon={<Icon icon={X} />} size="mini" onClick={() => onClose?.()} />
      ) : null}
    </TagRoot>
  );
}
