import { keyframes, styled } from 'styled-components';

const rotate = keyframes`
  to { transform: rotate(360deg); }
`;

const Svg = styled.svg`
  flex: none;
  animation: ${rotate} 1s linear infinite;

  /* Under reduced motion a slow turn still says "working" without the fast spin. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s !important;
  }
`;

/** The spinning arc shared by Spin and Button. Decorative: the owner supplies the accessible state. */
export function SpinIcon({
  size = '1em',
  className,
}: {
  size?: number | string;
  className?: string;
}) {
  return (
    <Svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Svg>
  );
}
