import {
  ChartColumn,
  CircleCheck,
  CircleExclamationPoint,
  CircleQuestionMark,
  FileText,
  LayoutDashboard,
  LayoutGrid,
  Link,
  List,
  MonitorPlay,
  SquarePen,
  Store,
  User,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { RouteIconName } from '../../routing';

/**
 * The icons the route table names, imported one by one so the bundle carries only these (lucide's `icons` record
 * would pull in every glyph). A route naming another icon gets the fallback until it is added here.
 */
const menuIcons: Partial<Record<RouteIconName, LucideIcon>> = {
  ChartColumn,
  CircleCheck,
  CircleExclamationPoint,
  CircleQuestionMark,
  FileText,
  LayoutDashboard,
  Link,
  List,
  MonitorPlay,
  SquarePen,
  Store,
  User,
};

/** The glyph for a route's icon name; a neutral grid when the name is absent or not in the map. */
export function menuIconFor(name: RouteIconName | undefined): LucideIcon {
  return (name && menuIcons[name]) || LayoutGrid;
}
