export { IconButton } from './IconButton';
export type {
  IconButtonProps,
  IconButtonShape,
  IconButtonSize,
  IconButtonVariant,
} from './IconButton';
