import { Limits } from '../../../constants';

/*
 * The numeric rules of the group form (contract §5, §9) as plain checks, shared by the schema and the mocked server.
 */

export const FRAME_RATE_RANGE = { min: Limits.frameRateMin, max: Limits.frameRateMax } as const;
export const ENCODING_RATE_RANGE = {
  min: Limits.encodingRateMin,
  max: Limits.encodingRateMax,
} as const;

export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** A whole number inside the range (the form takes whole fps and bps only). */
export function isInRange(value: number, { min, max }: NumberRange): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * What the three encoding rates imply together: min ≤ default ≤ max, among those given. Returns which rate breaks it
 * (`max` below `min`, or `default` outside them), or null.
 */
export function encodingRateOrderProblem(rate: {
  min: number | null;
  max: number | null;
  default: number | null;
}): 'max' | 'default' | null {
  const { min, max } = rate;
  if (min != null && max != null && max < min) return 'max';
  const value = rate.default;
  if (value == null) return null;
  if ((min != null && value < min) || (max != null && value > max)) return 'default';
  return null;
}
