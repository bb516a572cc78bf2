import type { Studio } from '../monitor.types';
import { theme } from '../../../../theme/tokens';

export interface StudioPosterProps {
  studio: Pick<Studio, 'id' | 'category'>;
  /** The accessible name; leave out for a decorative thumbnail next to the studio's name. */
  label?: string;
}

/** A number from 0 to 1 that a studio id always gives, so each studio keeps its own picture. */
function shade(id: string, salt: number): number {
  let hash = salt;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) % 9973;
  return hash / 9973;
}

/**
 * The studio's picture: a drawing of a pasture (sky, sun, hills, a barn), coloured from the theme and shaped by the
 * studio id. The product shows no third-party media; a real stream would replace this element.
 */
export function StudioPoster({ studio, label }: StudioPosterProps) {
  const sunX = 60 + shade(studio.id, 7) * 200;
  const ridge = 90 + shade(studio.id, 13) * 30;
  const barnX = 180 + shade(studio.id, 29) * 90;
  const night = studio.category === 'event';
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" focusable="false" {...a11y}>
      <rect
        width="320"
        height="180"
        style={{ fill: night ? theme.color.primaryScale[8] : theme.color.primaryScale[1] }}
      />
      <circle
        cx={sunX}
        cy={night ? 42 : 52}
        r={night ? 14 : 20}
        style={{ fill: night ? theme.color.primaryScale[0] : theme.color.warning, opacity: 0.9 }}
      />
      <path
        d={`M0 ${ridge + 20} Q 80 ${ridge - 24} 160 ${ridge + 8} T 320 ${ridge} V180 H0 Z`}
        style={{ fill: theme.color.success, opacity: 0.55 }}
      />
      <path
        d={`M0 ${ridge + 44} Q 110 ${ridge + 10} 220 ${ridge + 40} T 320 ${ridge + 30} V180 H0 Z`}
        style={{ fill: theme.color.success }}
      />
      <g transform={`translate(${barnX} ${ridge + 8})`}>
        <rect x="0" y="14" width="44" height="30" style={{ fill: theme.color.danger }} />
        <path d="M-4 16 L22 0 L48 16 Z" style={{ fill: theme.color.dangerStrong }} />
        <rect x="16" y="26" width="12" height="18" style={{ fill: theme.color.bg2 }} />
      </g>
      <path
        d={`M0 ${ridge + 62} H320`}
        style={{ stroke: theme.color.bg2, strokeWidth: 2, opacity: 0.8 }}
      />
      {Array.from({ length: 9 }, (_, index) => (
        <rect
          key={index}
          x={index * 40 + 10}
          y={ridge + 54}
          width="3"
          height="18"
          style={{ fill: theme.color.bg2, opacity: 0.8 }}
        />
      ))}
    </svg>
  );
}
