import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Icon } from '../Icon/Icon';
import { Input, type InputProps } from '../Input/Input';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { VisibilityToggle } from './PasswordInput.styles';

/**
 * Props of `PasswordInput`: every `Input` prop except `type` (it switches between `password` and `text` itself) and
 * `suffix` (the show/hide button sits there).
 */
export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Start with the password shown. Default `false`. */
  defaultVisible?: boolean;
  /** Called with the new state when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A password `Input` with a show/hide button. The button's accessible name says what it will do ("Show
 * password" / "Hide password") and it controls the input, so screen-reader users hear the change.
 */
export function PasswordInput({
  defaultVisible = false,
  onVisibleChange,
  id,
  disabled,
  autoComplete = 'current-password',
  ...rest
}: PasswordInputProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  const control = useFormItemControl();
  const fallbackId = useId();
  const inputId = id ?? control?.id ?? fallbackId;
  const [visible, setVisible] = useState(defaultVisible);

  return (
    <Input
      {...rest}
      id={inputId}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not offer to spell-check or capitalise a password that is shown in plain text.
      spellCheck={false}
      autoCapitalize="off"
      suffix={
        <VisibilityToggle
          type="button"
          disabled={disabled}
          aria-controls={inputId}
          aria-label={visible ? t('components.hidePassword') : t('components.showPassword')}
          onClick={() => {
            setVisible(!visible);
            onVisibleChange?.(!visible);
          }}
        >
          <Icon icon={visible ? Eye : EyeOff} />
        </VisibilityToggle>
      }
    />
  );
}
