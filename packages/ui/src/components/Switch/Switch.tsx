import { Label } from '@radix-ui/react-label';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { useFormItemControl } from '../FormItem/FormItemContext';
import { joinIds } from '../shared/joinIds';
import { SpinIcon } from '../Spin/SpinIcon';
import { SwitchKnob, SwitchRow, SwitchTrack } from './Switch.styles';

/** Size of a `Switch` track: `small` 28 × 16 px or `medium` 40 × 24 px (default). */
export type SwitchSize = 'small' | 'medium';

/**
 * Props of `Switch`. Other `<button>` attributes (`id`, `name`, `disabled`, `aria-*`) go to the switch itself, not
 * to the row around it.
 */
export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'checked' | 'defaultChecked' | 'onChange' | 'value' | 'type' | 'children'
> {
  /** Controlled state (with react-hook-form: `field.value` from a `FormField`). */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state (with react-hook-form: `field.onChange`). */
  onCheckedChange?: (checked: boolean) => void;
  /** The visible label after the switch; clicking it toggles. Without it (and outside a `FormItem`) pass `aria-label`. */
  children?: ReactNode;
  /** Track 40 × 24 or 28 × 16 px. Default `medium`. */
  size?: SwitchSize;
  /** A spinner in the knob while the change is being saved: the switch is busy and takes no input. */
  loading?: boolean;
  /** Short text inside the track while on (e.g. "ON"); decorative, the switch's role already says its state. */
  checkedText?: ReactNode;
  /** Short text inside the track while off. */
  uncheckedText?: ReactNode;
  /** Submitted value in a native `<form>`. Default `on`. */
  value?: string;
  /** A value is required: announced to assistive technology; validation is the form's. */
  required?: boolean;
  /** Class of the row that holds switch and label. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/**
 * An on/off switch (Radix Switch, `role="switch"`) with an optional label. Inside a `FormItem` it takes the item's
 * id, `aria-describedby` and `aria-invalid`, so the item's label names it.
 */
export function Switch({
  id,
  children,
  size = 'medium',
  loading = false,
  checkedText,
  uncheckedText,
  disabled,
  className,
  style,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SwitchProps) {
  const control = useFormItemControl();
  const generatedId = useId();
  const switchId = id ?? control?.id ?? generatedId;
  return (
    <SwitchRow className={className} style={style} data-disabled={disabled ? 'true' : undefined}>
      <SwitchTrack
        as={SwitchPrimitive.Root}
        id={switchId}
        data-size={size}
        data-loading={loading ? 'true' : undefined}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        aria-invalid={control?.['aria-invalid']}
        aria-describedby={joinIds(control?.['aria-describedby'], ariaDescribedBy)}
        {...rest}
      >
        <SwitchTrackText checkedText={checkedText} uncheckedText={uncheckedText} />
        <SwitchKnob as={SwitchPrimitive.Thumb}>{loading ? <SpinIcon /> : null}</SwitchKnob>
      </SwitchTrack>
      {children != null ? <Label htmlFor={switchId}>{children}</Label> : null}
    </SwitchRow>
  );
}

/** Both texts are rendered and CSS shows the one for the current state, so the track never changes width mid-flip. */
function SwitchTrackText({
  checkedText,
  uncheckedText,
}: Pick<SwitchProps, 'checkedText' | 'uncheckedText'>) {
  if (checkedText == null && uncheckedText == null) return null;
  return (
    <span aria-hidden="true" data-slot="text">
      <span data-when="checked">{checkedText}</span>
      <span data-when="unchecked">{uncheckedText}</span>
    </span>
  );
}
