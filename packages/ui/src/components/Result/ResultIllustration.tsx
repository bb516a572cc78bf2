import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../theme/tokens';

/*
 * Original drawings for the exception pages. Every fill comes from a theme variable through a class, so the
 * pictures follow light/dark (SVG presentation attributes cannot read CSS variables; CSS rules can).
 */
const Svg = styled.svg`
  display: block;
  width: 200px;
  max-width: 100%;
  height: auto;

  .disc {
    fill: ${theme.color.fill2};
  }
  .ground {
    fill: ${theme.color.fill3};
  }
  .strong {
    fill: ${theme.color.primary};
  }
  .mid {
    fill: ${theme.color.primaryScale[4]};
  }
  .soft {
    fill: ${theme.color.primaryScale[2]};
  }
  .faint {
    fill: ${theme.color.primaryScale[1]};
  }
  .on-accent {
    fill: ${theme.color.onPrimary};
  }
  .danger {
    fill: ${theme.color.danger};
  }
  .warning {
    fill: ${theme.color.warning};
  }
  .grass {
    fill: ${theme.color.success};
    opacity: 0.55;
  }
  .outline {
    fill: none;
    stroke: ${theme.color.primary};
    stroke-width: 4;
    stroke-linecap: round;
  }
  .label {
    font-family: inherit;
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.5px;
  }
`;

function Frame({ children }: { children: ReactNode }) {
  return (
    <Svg viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <circle className="disc" cx="100" cy="78" r="66" />
      <ellipse className="ground" cx="100" cy="138" rx="72" ry="6" />
      {children}
    </Svg>
  );
}

/** 403: a closed pasture gate with a padlock and a no-entry sign. */
export function ForbiddenIllustration() {
  return (
    <Frame>
      {[68, 82, 96, 110, 124].map((x) => (
        <rect key={x} className="faint" x={x} y="62" width="6" height="74" rx="2" />
      ))}
      <rect className="soft" x="56" y="68" width="88" height="8" rx="2" />
      <rect className="soft" x="56" y="112" width="88" height="8" rx="2" />
      <rect className="strong" x="46" y="52" width="10" height="86" rx="3" />
      <rect className="strong" x="144" y="52" width="10" height="86" rx="3" />
      <rect className="mid" x="43" y="47" width="16" height="8" rx="2" />
      <rect className="mid" x="141" y="47" width="16" height="8" rx="2" />
      <path className="outline" d="M91 86v-7a9 9 0 0 1 18 0v7" />
      <rect className="mid" x="84" y="84" width="32" height="26" rx="5" />
      <circle className="on-accent" cx="100" cy="95" r="3.5" />
      <rect className="on-accent" x="98.25" y="96" width="3.5" height="8" rx="1.5" />
      <circle className="danger" cx="150" cy="34" r="15" />
      <rect className="on-accent" x="141" y="31" width="18" height="6" rx="2" />
    </Frame>
  );
}

/** 404: a signpost in the meadow whose boards point to a page that is not there. */
export function NotFoundIllustration() {
  return (
    <Frame>
      <path
        className="grass"
        d="M46 138c2-8 4-12 8-15-1 5-1 9 0 15zM58 138c0-6 2-10 5-12-1 4 0 8 1 12z"
      />
      <path
        className="grass"
        d="M138 138c1-7 4-11 8-13-2 5-2 9-1 13zM150 138c0-5 1-8 4-10-1 3 0 7 0 10z"
      />
      <rect className="soft" x="95" y="44" width="10" height="94" rx="3" />
      <path className="strong" d="M60 52h66l12 12-12 12H60a4 4 0 0 1-4-4V56a4 4 0 0 1 4-4z" />
      <text className="label on-accent" x="78" y="69">
        404
      </text>
      <path className="mid" d="M144 86H80l-11 11 11 11h64a4 4 0 0 0 4-4V90a4 4 0 0 0-4-4z" />
      <text className="label on-accent" x="106" y="102">
        ?
      </text>
      <circle className="strong" cx="100" cy="44" r="6" />
    </Frame>
  );
}

/** 500: a server cabinet with one failing unit and a warning sign. */
export function ServerErrorIllustration() {
  return (
    <Frame>
      <rect className="strong" x="68" y="38" width="64" height="100" rx="6" />
      {[50, 72, 94].map((y) => (
        <g key={y}>
          <rect className="soft" x="78" y={y} width="44" height="14" rx="3" />
          <rect className="faint" x="84" y={y + 5} width="18" height="4" rx="2" />
        </g>
      ))}
      <circle className="grass" cx="114" cy="57" r="2.5" />
      <circle className="grass" cx="114" cy="79" r="2.5" />
      <circle className="danger" cx="114" cy="101" r="2.5" />
      <rect className="mid" x="78" y="118" width="44" height="8" rx="2" />
      <path
        className="warning"
        d="M150 20c1.6-2.8 5.4-2.8 7 0l17 30c1.6 2.8-.4 6-3.5 6h-34c-3.1 0-5.1-3.2-3.5-6z"
      />
      <rect className="on-accent" x="151.75" y="31" width="3.5" height="13" rx="1.5" />
      <circle className="on-accent" cx="153.5" cy="49" r="2.2" />
    </Frame>
  );
}
