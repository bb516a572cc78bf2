import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Limits } from '../../../constants';
import { ValidationError } from 'yup';
import { stepFormSchema } from './stepForm.schema';
import { validChannelForm } from './stepForm.fixtures';
import { EMPTY_STEP_FORM, type StepFormValues } from './stepForm.types';

const valid: StepFormValues = { ...validChannelForm };

/** The messages of one field, in the order its rules run. */
function errorsAt(field: keyof StepFormValues, value: unknown): string[] {
  try {
    stepFormSchema.validateSyncAt(field, { ...valid, [field]: value }, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

function errorsOf(values: StepFormValues): string[] {
  try {
    stepFormSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

const hanCharacter = fc
  .oneof(
    fc.integer({ min: 0x4e00, max: 0x9fff }),
    // Extension B: one character, two UTF-16 units; still one of the 20.
    fc.integer({ min: 0x20000, max: 0x2a6df }),
  )
  .map((code) => String.fromCodePoint(code));
const allowedCharacter = fc.oneof(
  hanCharacter,
  fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
);
const allowedName = (minLength: number, maxLength: number) =>
  fc.array(allowedCharacter, { minLength, maxLength }).map((characters) => characters.join(''));
/** Any character outside Han, A–Z, a–z and 0–9: spaces, punctuation, other letters, emoji … */
const disallowedCharacter = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((character) => !/^[\p{Script=Han}A-Za-z0-9]$/u.test(character));

describe('stepFormSchema (contract §5)', () => {
  it('accepts a complete channel form', () => {
    expect(errorsOf(valid)).toEqual([]);
  });

  it('names every required field of both steps, in the order of the form', () => {
    expect(errorsOf({ ...EMPTY_STEP_FORM })).toEqual([
      'stepForm.errors.activityNameRequired',
      'stepForm.errors.channelTypeRequired',
      'stepForm.errors.promotionTimeRequired',
      'stepForm.errors.promoteLinkRequired',
      'stepForm.errors.advertisingSourceRequired',
      'stepForm.errors.advertisingMediaRequired',
      'stepForm.errors.keywordRequired',
      'stepForm.errors.advertisingContentRequired',
    ]);
  });

  it('wants both ends of the promotion time', () => {
    expect(errorsAt('promotionTime', ['2025-04-01', null])).toEqual([
      'stepForm.errors.promotionTimeRequired',
    ]);
    expect(errorsAt('promotionTime', [null, '2025-04-30'])).toEqual([
      'stepForm.errors.promotionTimeRequired',
    ]);
  });

  it('refuses a promotion that ended before today, and takes one that starts today', () => {
    const pastErrors = (range: [string, string], today?: string) => {
      try {
        stepFormSchema.validateSyncAt(
          'promotionTime',
          { ...valid, promotionTime: range },
          { abortEarly: false, context: { today } },
        );
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    };
    expect(pastErrors(['2026-10-01', '2026-10-05'], '2026-12-03')).toEqual([
      'stepForm.errors.promotionTimePast',
    ]);
    expect(pastErrors(['2026-12-03', '2026-12-03'], '2026-12-03')).toEqual([]);
    expect(pastErrors(['2026-11-20', '2026-12-10'], '2026-12-03')).toEqual([]);
    // Without a day to compare with (the server's own check, a test), the rule is not checked.
    expect(pastErrors(['2026-10-01', '2026-10-05'])).toEqual([]);
  });

  it('takes only the two channel types', () => {
    expect(errorsAt('channelType', 'apiDomain')).toEqual([]);
    expect(errorsAt('channelType', 'ftp')).toEqual(['stepForm.errors.channelTypeRequired']);
  });

  it('counts blank text as missing', () => {
    expect(errorsAt('keyword', '   ')).toEqual(['stepForm.errors.keywordRequired']);
    expect(errorsAt('promoteLink', ' \t ')).toEqual(['stepForm.errors.promoteLinkRequired']);
  });

  it('keeps the free texts to the limits the server checks too (contract §10.3)', () => {
    for (const [field, max] of [
      ['advertisingSource', Limits.advertisingSourceMax],
      ['advertisingMedia', Limits.advertisingMediaMax],
      ['keyword', Limits.keywordMax],
    ] as const) {
      expect(errorsAt(field, '牧'.repeat(max))).toEqual([]);
      expect(errorsAt(field, '牧'.repeat(max + 1))).toEqual([`stepForm.errors.${field}Max`]);
    }
    const link = (length: number) => `https://${'a'.repeat(length - 'https://'.length)}`;
    expect(errorsAt('promoteLink', link(Limits.promoteLinkMax))).toEqual([]);
    expect(errorsAt('promoteLink', link(Limits.promoteLinkMax + 1))).toEqual([
      'stepForm.errors.promoteLinkMax',
    ]);
  });

  it('keeps advertising content to 200 characters', () => {
    expect(errorsAt('advertisingContent', '草'.repeat(200))).toEqual([]);
    expect(errorsAt('advertisingContent', '草'.repeat(201))).toEqual([
      'stepForm.errors.advertisingContentMax',
    ]);
  });
});

describe('activity name: Chinese characters, letters or digits, at most 20 (property)', () => {
  it('accepts every name of 1 to 20 allowed characters', () => {
    fc.assert(
      fc.property(allowedName(1, 20), (name) => {
        expect(errorsAt('activityName', name)).toEqual([]);
      }),
    );
  });

  it('refuses a name with any other character, saying which characters are allowed', () => {
    fc.assert(
      fc.property(allowedName(0, 19), disallowedCharacter, fc.nat(), (name, bad, at) => {
        const characters = Array.from(name);
        characters.splice(at % (characters.length + 1), 0, bad);
        expect(errorsAt('activityName', characters.join(''))).toEqual([
          'stepForm.errors.activityNamePattern',
        ]);
      }),
    );
  });

  it('refuses 21 or more allowed characters with the length message', () => {
    fc.assert(
      fc.property(allowedName(21, 60), (name) => {
        expect(errorsAt('activityName', name)).toEqual(['stepForm.errors.activityNameMax']);
      }),
    );
  });

  it('asks for a name when there is none', () => {
    expect(errorsAt('activityName', '')).toEqual(['stepForm.errors.activityNameRequired']);
  });
});

describe('promote link: starts with http:// or https:// (property, contract §10.3 reading)', () => {
  const anyCase = (text: string) =>
    fc
      .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
      .map((upper) =>
        Array.from(text, (character, index) =>
          upper[index] ? character.toUpperCase() : character,
        ).join(''),
      );

  it('accepts web addresses, the scheme in any case, with surrounding blanks trimmed', () => {
    fc.assert(
      fc.property(
        fc.webUrl({
          validSchemes: ['http', 'https'],
          withQueryParameters: true,
          withFragments: true,
        }),
        fc.constantFrom('', ' ', '\t'),
        (url, blank) => {
          const [scheme = '', rest = ''] = url.split(/(?<=:\/\/)/);
          fc.pre(rest.length > 0);
          const link = `${blank}${scheme.toUpperCase()}${rest}${blank}`;
          expect(errorsAt('promoteLink', link)).toEqual([]);
        },
      ),
    );
    fc.assert(
      fc.property(anyCase('https://'), (scheme) => {
        expect(errorsAt('promoteLink', `${scheme}pasture.example.com`)).toEqual([]);
      }),
    );
  });

  it('refuses any other start with the scheme message', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 40 })
          .filter((text) => text.trim() !== '' && !/^https?:\/\//i.test(text.trim())),
        (link) => {
          expect(errorsAt('promoteLink', link)).toEqual(['stepForm.errors.promoteLinkPattern']);
        },
      ),
    );
  });

  it('refuses a bare scheme and an address with a space in it', () => {
    expect(errorsAt('promoteLink', 'https://')).toEqual(['stepForm.errors.promoteLinkPattern']);
    fc.assert(
      fc.property(fc.constantFrom('http://', 'https://'), fc.webUrl(), (scheme, url) => {
        const host = url.replace(/^https?:\/\//, '');
        fc.pre(host.length > 1);
        const link = `${scheme}${host.slice(0, 1)} ${host.slice(1)}`;
        expect(errorsAt('promoteLink', link)).toEqual(['stepForm.errors.promoteLinkPattern']);
      }),
    );
  });
});
