import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';

export type StatusTagTone = 'success' | 'primary' | 'neutral';

export interface StatusTagProps {
  /** Colour of the tag; the text always says the state too. Default `neutral`. */
  tone?: StatusTagTone;
  children: ReactNode;
}

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.fill2};
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};
  line-height: 22px;
  white-space: nowrap;

  &[data-tone='success'] {
    background: ${theme.color.successBg};
    color: ${theme.color.successText};
  }
  &[data-tone='primary'] {
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
  }
`;

/** A small coloured label for a state (certified, passed, auditing). */
export function StatusTag({ tone = 'neutral', children }: StatusTagProps) {
  return <Tag data-tone={tone}>{children}</Tag>;
}
