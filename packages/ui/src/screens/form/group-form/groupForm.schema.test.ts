import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { validGroupForm } from './groupForm.fixtures';
import { groupFormSchema } from './groupForm.schema';
import { EMPTY_GROUP_FORM, type GroupFormValues, type VideoFormValues } from './groupForm.types';

function errorsOf(values: GroupFormValues): string[] {
  try {
    groupFormSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

const withVideo = (video: Partial<VideoFormValues>): GroupFormValues => ({
  ...validGroupForm,
  video: { ...validGroupForm.video, ...video },
});

/** Whole numbers outside [min, max], near the bounds and far off. */
const outsideOf = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: -1_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: 1_000_000 }),
  );

/** Numbers with a fraction inside the range (the boxes take whole fps and bps). */
const fractionIn = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).filter((value) => !Number.isInteger(value));

describe('groupFormSchema (contract §5, §9)', () => {
  it('accepts a complete parameter set and an empty one (every field is optional)', () => {
    expect(errorsOf(validGroupForm)).toEqual([]);
    expect(errorsOf({ ...EMPTY_GROUP_FORM })).toEqual([]);
  });

  it('keeps the parameter description to 200 characters', () => {
    expect(errorsOf({ ...validGroupForm, description: '参'.repeat(200) })).toEqual([]);
    expect(errorsOf({ ...validGroupForm, description: '参'.repeat(201) })).toEqual([
      'groupForm.errors.descriptionMax',
    ]);
  });
});

describe('frame rates: 1 to 30 (property)', () => {
  const fields = fc.constantFrom('acquisitionFrameRate', 'encodingFrameRate');

  it('accepts every whole number from 1 to 30, the edges included', () => {
    fc.assert(
      fc.property(fields, fc.integer({ min: 1, max: 30 }), (field, value) => {
        expect(errorsOf(withVideo({ [field]: value }))).toEqual([]);
      }),
    );
  });

  it('refuses anything else with the frame-rate message', () => {
    fc.assert(
      fc.property(fields, fc.oneof(outsideOf(1, 30), fractionIn(1, 30)), (field, value) => {
        expect(errorsOf(withVideo({ [field]: value }))).toEqual([
          'groupForm.errors.frameRateRange',
        ]);
      }),
    );
  });
});

describe('encoding rates: 150 to 1800 and min ≤ default ≤ max (property)', () => {
  const rate = fc.integer({ min: 150, max: 1800 });

  it('accepts any three rates in range that keep min ≤ default ≤ max', () => {
    fc.assert(
      fc.property(fc.array(rate, { minLength: 3, maxLength: 3 }), (rates) => {
        const [min = 0, value = 0, max = 0] = [...rates].sort((a, b) => a - b);
        expect(
          errorsOf(
            withVideo({ encodingRateMin: min, encodingRateDefault: value, encodingRateMax: max }),
          ),
        ).toEqual([]);
      }),
    );
  });

  it('refuses a rate out of range with the encoding-rate message, whichever of the three it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('encodingRateMin', 'encodingRateMax', 'encodingRateDefault'),
        fc.oneof(outsideOf(150, 1800), fractionIn(150, 1800)),
        (field, value) => {
          // The other two are left empty, so only the range can fail.
          const video = { encodingRateMin: null, encodingRateMax: null, encodingRateDefault: null };
          expect(errorsOf(withVideo({ ...video, [field]: value }))).toEqual([
            'groupForm.errors.encodingRateRange',
          ]);
        },
      ),
    );
  });

  it('refuses a max below the min with the max message only', () => {
    fc.assert(
      fc.property(rate, rate, fc.option(rate, { nil: null }), (a, b, value) => {
        fc.pre(a !== b);
        const [max, min] = a < b ? [a, b] : [b, a];
        expect(
          errorsOf(
            withVideo({ encodingRateMin: min, encodingRateMax: max, encodingRateDefault: value }),
          ),
        ).toEqual(['groupForm.errors.encodingRateMaxBelowMin']);
      }),
    );
  });

  it('refuses a default outside [min, max] with the default message', () => {
    fc.assert(
      fc.property(fc.array(rate, { minLength: 3, maxLength: 3 }), fc.boolean(), (rates, above) => {
        const [low = 0, middle = 0, high = 0] = [...rates].sort((a, b) => a - b);
        fc.pre(above ? middle < high : low < middle);
        const video = above
          ? { encodingRateMin: low, encodingRateMax: middle, encodingRateDefault: high }
          : { encodingRateMin: middle, encodingRateMax: high, encodingRateDefault: low };
        expect(errorsOf(withVideo(video))).toEqual(['groupForm.errors.encodingRateDefaultOutside']);
      }),
    );
  });

  it('judges the default against whichever bound is given', () => {
    expect(
      errorsOf(
        withVideo({ encodingRateMin: 500, encodingRateMax: null, encodingRateDefault: 400 }),
      ),
    ).toEqual(['groupForm.errors.encodingRateDefaultOutside']);
    expect(
      errorsOf(
        withVideo({ encodingRateMin: null, encodingRateMax: 500, encodingRateDefault: 600 }),
      ),
    ).toEqual(['groupForm.errors.encodingRateDefaultOutside']);
    expect(
      errorsOf(
        withVideo({ encodingRateMin: null, encodingRateMax: null, encodingRateDefault: 600 }),
      ),
    ).toEqual([]);
  });
});
