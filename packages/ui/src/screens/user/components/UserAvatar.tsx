import { useState } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../theme/tokens';

export type UserAvatarSize = 'small' | 'medium' | 'large';

export interface UserAvatarProps {
  /** Whose avatar; its first character stands in when there is no image or the image fails. */
  name: string;
  /** Image URL or data URI. */
  src?: string;
  /** 24 / 40 / 80 px. Default `medium`. */
  size?: UserAvatarSize;
  /**
   * Accessible name. Without it the avatar is decorative (the name is always written next to it), so screen
   * readers do not hear every name twice.
   */
  label?: string;
}

const Face = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.color.primaryBg};
  color: ${theme.color.primaryText};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.medium};
  line-height: 1;

  &[data-size='small'] {
    width: 24px;
    height: 24px;
    font-size: ${theme.font.size.xs};
  }
  &[data-size='large'] {
    width: 80px;
    height: 80px;
    font-size: ${theme.font.size.xxxl};
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The first character of a name (a whole CJK character or surrogate pair, never half of one). */
function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/** A round avatar: the image, or the name's first character when there is none (or it fails to load). */
export function UserAvatar({ name, src, size = 'medium', label }: UserAvatarProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Face data-size={size} {...a11y}>
      {src && brokenSrc !== src ? (
        <img src={src} alt="" onError={() => setBrokenSrc(src)} />
      ) : (
        initialOf(name)
      )}
    </Face>
  );
}
