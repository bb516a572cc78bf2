import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Check, X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import { Icon } from '../Icon/Icon';
import {
  StepContent,
  StepDescription,
  StepIcon,
  StepItem,
  StepTitle,
  StepTitleText,
  StepsList,
} from './Steps.styles';

/**
 * State of one step: `wait` (not reached, grey), `process` (the current one, brand colour), `finish` (done, a check
 * mark) or `error` (failed, red).
 */
export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** One step of `Steps`: its name, an optional line under it and, rarely, a status of its own. */
export interface StepItemData {
  /** Step name. */
  title: ReactNode;
  /** A short line under the title (e.g. a date or "Processing"). */
  description?: ReactNode;
  /** Overrides the status that `current` implies for this step. */
  status?: StepStatus;
  /** Replaces the number / check icon. Decorative. */
  icon?: ReactNode;
}

/**
 * Props of `Steps`. Other `<ol>` attributes go to the list; name it with `aria-label` when the page has no heading
 * that says what the steps are for.
 */
export interface StepsProps extends Omit<ComponentPropsWithRef<'ol'>, 'children' | 'type'> {
  /** The steps, in order. */
  items: readonly StepItemData[];
  /**
   * Zero-based index of the current step: steps before it are finished, later ones wait. Default 0. Pass
   * `items.length` when every step is done.
   */
  current?: number;
  /** Status of the current step: `process` (default) or `error` when it failed, `finish`, `wait`. */
  status?: StepStatus;
  /**
   * `horizontal` (default) or `vertical`. Horizontal dot steps are listed one under the other when the list is too
   * narrow for them (under 96 px a step).
   */
  direction?: 'horizontal' | 'vertical';
  /** `default`: numbered circles with the title beside them; `dot`: small dots with the label underneath. */
  type?: 'default' | 'dot';
}

function statusOf(
  index: number,
  current: number,
  currentStatus: StepStatus,
  own?: StepStatus,
): StepStatus {
  if (own) return own;
  if (index < current) return 'finish';
  if (index === current) return currentStatus;
  return 'wait';
}

/**
 * A progress indicator for a multi-step flow (step form, approval process). An ordered list: the current step
 * has `aria-current="step"`, and each step's state is spoken ("Completed", "In progress"…) as well as drawn.
 */
export function Steps({
  items,
  current = 0,
  status = 'process',
  direction = 'horizontal',
  type = 'default',
  ...rest
}: StepsProps) {
  const { t } = useFeatureTranslation(componentsLocale);
  return (
    <StepsList data-direction={direction} data-type={type} data-count={items.length} {...rest}>
      {items.map((item, index) => {
        const stepStatus = statusOf(index, current, status, item.status);
        const glyph =
          item.icon ??
          (type === 'dot' ? null : stepStatus === 'finish' ? (
            <Icon icon={Check} />
          ) : stepStatus === 'error' ? (
            <Icon icon={X} />
          ) : (
            index + 1
          ));
        return (
          <StepItem
            key={index}
            data-status={stepStatus}
            aria-current={index === current ? 'step' : undefined}
          >
            <StepIcon aria-hidden="true">{glyph}</StepIcon>
            <StepContent>
              <StepTitle>
                <StepTitleText>{item.title}</StepTitleText>
                <VisuallyHidden>{` (${t(`components.steps.${stepStatus}`)})`}</VisuallyHidden>
              </StepTitle>
              {item.description != null ? (
                <StepDescription>{item.description}</StepDescription>
              ) : null}
            </StepContent>
          </StepItem>
        );
      })}
    </StepsList>
  );
}
