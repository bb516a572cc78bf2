import { Group } from '@visx/group';
import { ChartSurface, type ChartSurfaceProps } from './ChartSurface';
import { clockAngle } from './chartSummary';

/** Where the point `distance` px from the centre lies along `angle` (radians clockwise from twelve o'clock). */
export function polar(angle: number, distance: number) {
  return { x: distance * Math.sin(angle), y: -distance * Math.cos(angle) };
}

export interface PolarSurfaceProps extends Omit<ChartSurfaceProps, 'indexAt' | 'anchorOf'> {
  /** The item at a pointer's angle (clockwise from twelve o'clock) and distance from the centre, or `null`. */
  indexAt: (at: { angle: number; distance: number }) => number | null;
  /** Where an item's tooltip points, in px from the centre (`polar` gives it). */
  anchorOf: (index: number) => { x: number; y: number };
}

/**
 * The surface of the round charts (pie, radar): `ChartSurface` with its origin at the plot's centre. The pointer is
 * read as an angle and a distance from the centre, tooltips are placed from the centre, and the drawing is in a group
 * moved to the centre.
 */
export function PolarSurface({
  width,
  height,
  indexAt,
  anchorOf,
  children,
  ...surface
}: PolarSurfaceProps) {
  const centre = { x: width / 2, y: height / 2 };
  return (
    <ChartSurface
      {...surface}
      width={width}
      height={height}
      indexAt={({ x, y }) => {
        const dx = x - centre.x;
        const dy = y - centre.y;
        return indexAt({ angle: clockAngle(dx, dy), distance: Math.hypot(dx, dy) });
      }}
      anchorOf={(index) => {
        const at = anchorOf(index);
        return { left: centre.x + at.x, top: centre.y + at.y };
      }}
    >
      {(active) => (
        <Group top={centre.y} left={centre.x}>
          {children(active)}
        </Group>
      )}
    </ChartSurface>
  );
}
