import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  isStrongPassword,
  loginSchema,
  resetPasswordSchema,
  verifyMobileSchema,
} from './login.schema';
import { normalizeMobile } from '../../auth/credentials';
import { loginErrors, loginResolver } from './loginRules';

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** A mobile number as people paste it (issue 21): a blank in front, the country code, spaces, dashes, full width. */
const pastedMobiles = [
  ' 13800000001',
  '+8613800000001',
  '+86 138 0000 0001',
  '0086-138-0000-0001',
  '(+86) 138.0000.0001',
  '8613800000001',
  '１３８００００００01',
  '＋８６ 13800000001',
  '138\u00a00000\u20140001',
];

describe('loginSchema', () => {
  it('requires username, mobile and password', async () => {
    expect(
      await errorsOf(loginSchema, {
        username: '',
        mobile: '',
        password: '',
        rememberPassword: 'off',
      }),
    ).toEqual([
      'login.errors.usernameRequired',
      'login.errors.mobileRequired',
      'login.errors.passwordRequired',
    ]);
  });

  it.each(['1380000000', '23800000001', '138000000012', '12800000001', '1380000000a'])(
    'rejects the mobile %s',
    async (mobile) => {
      expect(
        await errorsOf(loginSchema, {
          username: 'a',
          mobile,
          password: 'x',
          rememberPassword: 'off',
        }),
      ).toEqual(['login.errors.mobileInvalid']);
    },
  );

  it('accepts a correct mobile', async () => {
    expect(
      await errorsOf(loginSchema, {
        username: 'a',
        mobile: '19912345678',
        password: 'x',
        rememberPassword: 'on',
      }),
    ).toEqual([]);
  });

  it.each(pastedMobiles)('tidies the mobile %j before the 11-digit rule', async (mobile) => {
    const values = { username: 'a', mobile, password: 'x', rememberPassword: 'on' };
    expect(await errorsOf(loginSchema, values)).toEqual([]);
    expect(loginSchema.validateSync(values).mobile).toBe('13800000001');
    expect(verifyMobileSchema.validateSync({ mobile, code: '1' }).mobile).toBe('13800000001');
  });
});

describe('normalizeMobile', () => {
  it.each(pastedMobiles)('reads %j as 13800000001', (mobile) => {
    expect(normalizeMobile(mobile)).toBe('13800000001');
  });

  it('keeps what is not a separator or the country code, so the rule still refuses it', () => {
    expect(normalizeMobile('138000000012')).toBe('138000000012');
    expect(normalizeMobile('+1 415 555 0100')).toBe('+14155550100');
    expect(normalizeMobile('tel:13800000001')).toBe('tel:13800000001');
    expect(normalizeMobile('86 1380000000')).toBe('861380000000');
  });
});

describe('password rule', () => {
  it.each([
    ['Abcdef', true],
    ['Abcde', false],
    ['abcdef', false],
    ['ABCDEF', false],
    ['Abc def', false],
    ['Ab1234', true],
  ])('%s → %s', (value, ok) => {
    expect(isStrongPassword(value)).toBe(ok);
  });

  it('says when the passwords differ', async () => {
    expect(
      await errorsOf(resetPasswordSchema, { password: 'Abcdef', confirmPassword: 'Abcdeg' }),
    ).toEqual(['forgotPassword.errors.passwordsDiffer']);
  });

  it('requires mobile and code to verify', async () => {
    expect(await errorsOf(verifyMobileSchema, { mobile: '', code: '' })).toEqual([
      'forgotPassword.errors.mobileRequired',
      'forgotPassword.errors.codeRequired',
    ]);
  });
});

describe('the login form rules without yup (loginRules.ts)', () => {
  const cases = [
    ...pastedMobiles.map((mobile) => ({
      username: 'a',
      mobile,
      password: 'x',
      rememberPassword: 'on',
    })),
    { username: '', mobile: '', password: '', rememberPassword: 'off' },
    { username: '  ', mobile: '  ', password: ' ', rememberPassword: 'off' },
    ...['1380000000', '23800000001', '138000000012', '12800000001', '1380000000a'].map(
      (mobile) => ({ username: 'a', mobile, password: 'x', rememberPassword: 'off' }),
    ),
    { username: 'a', mobile: ' 19912345678 ', password: 'x', rememberPassword: 'on' },
    { username: 'admin', mobile: '13800000001', password: 'Admin123', rememberPassword: 'on' },
  ] as const;

  it.each(cases)('gives the messages loginSchema gives for %o', async (values) => {
    expect(Object.values(loginErrors(values))).toEqual(await errorsOf(loginSchema, values));
  });

  it('hands the form trimmed values, or the errors by field', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(
      await loginResolver(
        {
          username: ' admin ',
          mobile: ' 13800000001',
          password: ' Admin123',
          rememberPassword: 'on',
        },
        undefined,
        options,
      ),
    ).toEqual({
      values: {
        username: 'admin',
        mobile: '13800000001',
        password: ' Admin123',
        rememberPassword: 'on',
      },
      errors: {},
    });
    expect(
      await loginResolver(
        { username: 'a', mobile: '123', password: '', rememberPassword: 'off' },
        undefined,
        options,
      ),
    ).toEqual({
      values: {},
      errors: {
        mobile: { type: 'validate', message: 'login.errors.mobileInvalid' },
        password: { type: 'validate', message: 'login.errors.passwordRequired' },
      },
    });
  });
});
