import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';
import { CheckboxRow } from '../Checkbox/Checkbox.styles';
import { controlTransition, focusRing } from '../shared/styles';

/* The Checkbox's row (box + label), with the label's pointer for the switch's own label. */
export const SwitchRow = styled(CheckboxRow)`
  & > label {
    cursor: pointer;
    user-select: none;
  }
  &[data-disabled='true'] > label {
    cursor: not-allowed;
  }
`;

/*
 * Arco's switch (40 × 24, small 28 × 16): off is a light grey track with a white knob, on the primary track. The off
 * track alone is too faint for WCAG 1.4.11, so track and knob carry a 1 px text-3 ring (4.9:1 or more on every light
 * surface, 6:1 on the dark ones); on, the primary track is the boundary. The knob moves by `left`, so a track widened
 * by a text still puts it at the far end.
 */
export const SwitchTrack = styled.button`
  --pc-switch-height: 24px;
  --pc-switch-knob: 18px;
  --pc-switch-inset: 3px;

  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  box-sizing: border-box;
  min-width: 40px;
  height: var(--pc-switch-height);
  margin: 0;
  padding: 0 calc(var(--pc-switch-knob) + var(--pc-switch-inset) * 2) 0 ${theme.space.sm};
  border: none;
  border-radius: ${theme.radius.round};
  background: ${theme.color.fill3};
  box-shadow: inset 0 0 0 1px ${theme.color.text3};
  color: ${theme.color.text2};
  font-family: inherit;
  font-size: ${theme.font.size.xs};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  ${controlTransition}
  ${focusRing}

  &[data-state='checked'] {
    padding: 0 ${theme.space.sm} 0 calc(var(--pc-switch-knob) + var(--pc-switch-inset) * 2);
    background: ${theme.color.primary};
    box-shadow: none;
    color: ${theme.color.onPrimary};
  }
  &[data-size='small'] {
    --pc-switch-height: 16px;
    --pc-switch-knob: 12px;
    --pc-switch-inset: 2px;
    min-width: 28px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-loading='true'] {
    cursor: default;
    opacity: 1;
  }

  /* Both texts share one grid cell, so the track is as wide as the longer one in either state. */
  & > [data-slot='text'] {
    display: grid;
  }
  & > [data-slot='text'] > span {
    grid-area: 1 / 1;
  }
  &[data-state='checked'] [data-when='unchecked'],
  &[data-state='unchecked'] [data-when='checked'] {
    visibility: hidden;
  }
`;

export const SwitchKnob = styled.span`
  position: absolute;
  top: var(--pc-switch-inset);
  left: var(--pc-switch-inset);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--pc-switch-knob);
  height: var(--pc-switch-knob);
  border-radius: 50%;
  /* White in both modes, as Arco's; on, the colour that reads on the primary (dark for a light seed). */
  background: #fff;
  box-shadow: 0 0 0 1px ${theme.color.text3};
  color: ${theme.color.text3};
  font-size: calc(var(--pc-switch-knob) - 6px);
  transition: left ${theme.motion.normal} ${theme.motion.easing};

  &[data-state='checked'] {
    left: calc(100% - var(--pc-switch-knob) - var(--pc-switch-inset));
    background: ${theme.color.onPrimary};
    box-shadow: none;
    color: ${theme.color.primary};
  }
`;
