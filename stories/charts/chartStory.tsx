import type { ComponentType, ReactNode } from 'react';
import { Card } from '@pasture/ui';

/**
 * A chart in the card a screen would put it in. The block's other states (skeleton, empty, error with Retry) are
 * AsyncBlock's, and its stories show them.
 */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ padding: 20, maxWidth: 880 }}>
      <Card title={title} bordered={false}>
        {children}
      </Card>
    </div>
  );
}

/**
 * A chart's stories' args: the chart's real props, with the ones the render reads from the locale bundles in the
 * toolbar's language (names, description, headers) optional — a value typed into Controls still wins.
 */
export type ChartTextArgs<Props, Texts extends keyof Props> = Omit<Props, Texts> &
  Partial<Pick<Props, Texts>>;

/**
 * The chart itself as the stories' `component`, so the docs page's props table and Controls are the chart's. Only
 * the type is widened: the stories' args leave out the texts their render fills in.
 */
export function asStoryComponent<Args>(chart: ComponentType<never>): ComponentType<Args> {
  return chart as ComponentType<Args>;
}
