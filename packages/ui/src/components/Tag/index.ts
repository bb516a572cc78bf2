export { Tag } from './Tag';
export type { TagColor, TagProps, TagSize } from './Tag';
export { Badge, BADGE_MAX, badgeText } from './Badge';
export type { BadgeProps } from './Badge';
export { StatusDot } from './StatusDot';
export type { StatusDotProps, StatusDotStatus } from './StatusDot';
