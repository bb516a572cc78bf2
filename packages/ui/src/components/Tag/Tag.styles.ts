import { css, keyframes, styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/*
 * Tone colours shared by Tag and StatusDot: `--pc-tone-bg` fills a tag, `--pc-tone-text` is its readable text
 * (4.5:1 on that fill), `--pc-tone-solid` is the dot. Aliases (`arcoblue`, `green` …) name the same tones as Arco.
 */
const tones = css`
  --pc-tone-bg: ${theme.color.fill2};
  --pc-tone-text: ${theme.color.text2};
  --pc-tone-solid: ${theme.color.text4};

  &[data-color='gray'] {
    --pc-tone-bg: ${theme.color.fill3};
    --pc-tone-text: ${theme.color.text1};
  }
  &[data-color='primary'],
  &[data-color='arcoblue'],
  &[data-color='processing'] {
    --pc-tone-bg: ${theme.color.primaryBg};
    --pc-tone-text: ${theme.color.primaryText};
    --pc-tone-solid: ${theme.color.primary};
  }
  &[data-color='success'],
  &[data-color='green'] {
    --pc-tone-bg: ${theme.color.successBg};
    --pc-tone-text: ${theme.color.successText};
    --pc-tone-solid: ${theme.color.success};
  }
  &[data-color='warning'],
  &[data-color='orange'] {
    --pc-tone-bg: ${theme.color.warningBg};
    --pc-tone-text: ${theme.color.warningText};
    --pc-tone-solid: ${theme.color.warning};
  }
  &[data-color='danger'],
  &[data-color='red'] {
    --pc-tone-bg: ${theme.color.dangerBg};
    --pc-tone-text: ${theme.color.dangerText};
    --pc-tone-solid: ${theme.color.danger};
  }
`;

/*
 * A tag's close (×) IconButton: in the tag's own colour, tight against the text, tinted with that colour on hover
 * (a grey hover would vanish on the grey tag). The tab bar's close buttons are the same.
 */
export const tagCloseButton = css`
  & > button[data-size] {
    --pc-icon-button-fg: currentColor;
    --pc-icon-button-fg-hover: currentColor;
    --pc-icon-button-bg-hover: color-mix(in srgb, currentColor 14%, transparent);
    --pc-icon-button-bg-active: color-mix(in srgb, currentColor 22%, transparent);
    --pc-icon-button-size: 16px;
    margin-inline-end: -${theme.space.xxs};
    font-size: ${theme.font.size.xs};
  }
  & > button[data-size]::before {
    inset: -4px;
  }
`;

export const TagRoot = styled.span`
  ${tones}
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${theme.space.xs};
  box-sizing: border-box;
  max-width: 100%;
  height: 24px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: var(--pc-tone-bg);
  color: var(--pc-tone-text);
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  &[data-size='small'] {
    height: 20px;
    padding: 0 ${theme.space.xs};
  }
  &[data-size='large'] {
    height: 28px;
    padding: 0 ${theme.space.md};
    font-size: ${theme.font.size.md};
  }

  & > [data-slot='text'] {
    overflow: hidden;
    min-width: 0;
    text-overflow: ellipsis;
  }
  & > svg {
    flex: none;
  }
  ${tagCloseButton}
`;

export const BadgeRoot = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

/* The count sits on the child's top-right corner; with no child it flows inline. */
export const BadgeCount = styled.sup`
  box-sizing: border-box;
  min-width: 18px;
  height: 18px;
  margin: 0;
  padding: 0 5px;
  border: 2px solid ${theme.color.bg2};
  border-radius: ${theme.radius.round};
  background: ${theme.color.dangerStrong};
  color: #ffffff;
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: 14px;
  text-align: center;
  white-space: nowrap;
  vertical-align: middle;
  pointer-events: none;

  [data-wrapping='true'] > & {
    position: absolute;
    top: 0;
    right: 0;
    transform: translate(50%, -50%);
  }
  &[data-dot='true'] {
    min-width: 10px;
    width: 10px;
    height: 10px;
    padding: 0;
  }
`;

const pulse = keyframes`
  from { transform: scale(1); opacity: 0.6; }
  to { transform: scale(2.4); opacity: 0; }
`;

export const StatusDotRoot = styled.span`
  ${tones}
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  line-height: 1.5715;
  white-space: nowrap;
  vertical-align: middle;
`;

export const Dot = styled.span`
  position: relative;
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: var(--pc-tone-solid);

  [data-color='processing'] > &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: inherit;
    animation: ${pulse} 1.2s ease-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-color='processing'] > &::after {
      animation: none;
    }
  }
`;
