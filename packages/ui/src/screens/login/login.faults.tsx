// Fault-matrix drivers of the login page: the login calls of both servers and the forgot-password steps. The engine
// (tests/unit/fault-matrix/faultMatrix.test.tsx) collects every `*.faults.tsx`
// (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md). Test support: no entry imports it, so the
// package leaves it out.
import { DEMO_VERIFICATION_CODE } from '../../mocks/auth/auth.fixtures';
import {
  clickFirst,
  submitWith,
  demoAccount,
  labelled,
  fill,
  loggedOut,
} from '@pasture/fault-matrix/driverKit';
import {
  faultMessage,
  REQUEST_ERROR,
  type DriverContext,
  type Expected,
  type Fault,
  type FeatureFaults,
  type HostedComponent,
  type WriteDriver,
} from '@pasture/fault-matrix/faults';

const operatorAccount = demoAccount('user');
const adminAccount = demoAccount('admin');

/** The login page as the console's login route shows it (logged out; it navigates on after a login). */
async function loginPage(): Promise<HostedComponent> {
  const { LoginScreen } = await import('./LoginScreen');
  return function LoginPage() {
    return <LoginScreen onLoggedIn={() => undefined} />;
  };
}

const LOGIN_FAILED = 'Login error, refresh and try again';
const FORGOT_FAILED = 'The request failed, please try again later';

/**
 * A call of the login: the login form says every failure in place (the server's words for a refusal, contract §8's
 * 'Login error, refresh and try again' otherwise), a refusal or a failed request is also toasted by the error policy
 * (the login is a mutation), and the token is cleared (§4). There is no session yet, so neither a 401 nor a logout
 * code can open 'Confirm logout': a login call and the user-info call that ends it never ask to log in again
 * (`skipLogoutModal`), their 401 is said as a failed login only.
 */
function loginOutcome(fault: Fault, _standard: Expected, name: string): Expected {
  if (fault === 'slow3s') {
    return {
      prompt: false,
      succeeded: true,
      reaches: {
        what: 'the user to be logged in',
        test: ({ runtime }) => runtime.session.getState().status === 'authenticated',
      },
    };
  }
  if (fault === 'http401') {
    return { prompt: false, inline: LOGIN_FAILED, noToast: true, reaches: loggedOut };
  }
  if (fault === 'envelope' || fault.startsWith('code')) {
    const words = faultMessage(name, fault);
    return { prompt: false, toast: words, inline: words, reaches: loggedOut };
  }
  return { prompt: false, toast: REQUEST_ERROR, inline: LOGIN_FAILED, reaches: loggedOut };
}

/**
 * A step of forgot-password (real envelope, asked on the login page): toasted by the error policy and said in the
 * form (the server's words for a refusal, 'The request failed, please try again later' otherwise). There is no
 * session to end, so a 401 never opens 'Confirm logout' (`skipLogoutModal`): it is said in the form as a failed step.
 */
function forgotOutcome(fault: Fault, _standard: Expected, name: string): Expected {
  if (fault === 'slow3s') return { prompt: false, succeeded: true };
  if (fault === 'http401') return { prompt: false, inline: FORGOT_FAILED, noToast: true };
  if (fault === 'envelope' || fault.startsWith('code')) {
    const words = faultMessage(name, fault);
    return { prompt: false, toast: words, inline: words };
  }
  return { prompt: false, toast: REQUEST_ERROR, inline: FORGOT_FAILED };
}

async function openForgotPassword(context: DriverContext) {
  const { screen, user } = context;
  if (screen.queryByRole('heading', { name: 'Reset password' })) return;
  await user.click(screen.getByRole('button', { name: 'Forgot password' }));
  await screen.findByRole('heading', { name: 'Reset password' }, { timeout: 5_000 });
}

async function fillVerification(context: DriverContext) {
  await openForgotPassword(context);
  await fill(context, 'Mobile', operatorAccount.mobile);
  await fill(context, 'Verification code', DEMO_VERIFICATION_CODE);
}

async function fillLogin(
  context: DriverContext,
  account: { username: string; mobile: string; password: string },
) {
  await context.screen.findByRole('button', { name: 'Log in' }, { timeout: 5_000 });
  await fill(context, 'Username', account.username);
  await fill(context, 'Mobile', account.mobile);
  await fill(context, 'Password', account.password);
}

/**
 * The login form's submit, which sends the login call and then the user call that ends a login: one driver per call,
 * the same user steps, the envelope (and so the runtime's mode) of the server it logs in to.
 */
function loginDriver(via: string, envelope: 'debug' | 'real'): WriteDriver {
  return {
    kind: 'write',
    via,
    envelope,
    ...(envelope === 'real' ? { debug: false } : {}),
    anonymous: true,
    component: loginPage,
    prepare: (context) => fillLogin(context, adminAccount),
    send: (context) => submitWith(context, /^Log in$/),
    typed: ['Username', 'Mobile'],
    outcome: loginOutcome,
  };
}

/** A row of the forgot-password flow on the login page (real envelope, no session). */
function forgotPasswordDriver(
  row: Pick<WriteDriver, 'via' | 'prepare' | 'send' | 'typed'>,
): WriteDriver {
  return {
    kind: 'write',
    envelope: 'real',
    anonymous: true,
    component: loginPage,
    outcome: forgotOutcome,
    ...row,
  };
}

export const faults: FeatureFaults = {
  drivers: {
    userLogin: loginDriver('write · login page, log in (debug)', 'debug'),
    userInfo: loginDriver(
      'write · login page, log in: the user info after the login (debug)',
      'debug',
    ),
    mobileLogin: loginDriver('write · login page, log in (real server)', 'real'),
    getUserByToken: loginDriver(
      'write · login page, log in: the user and farm after MobileLogin (real server)',
      'real',
    ),
    getIdentifyingCode: forgotPasswordDriver({
      via: 'write · forgot password, Send code',
      prepare: async (context) => {
        await openForgotPassword(context);
        await fill(context, 'Mobile', operatorAccount.mobile);
      },
      send: (context) => clickFirst(context, 'button', /^(Send code|Re-fetch)$/),
      typed: ['Mobile'],
    }),
    verificationMobile: forgotPasswordDriver({
      via: 'write · forgot password, Next (check the code)',
      prepare: fillVerification,
      send: (context) => submitWith(context, /^Next$/),
      typed: ['Mobile', 'Verification code'],
    }),
    resetPassword: forgotPasswordDriver({
      via: 'write · forgot password, Submit the new password',
      prepare: async (context) => {
        if (!context.screen.queryByLabelText(labelled('New password'), { selector: 'input' })) {
          await fillVerification(context);
          await submitWith(context, /^Next$/);
        }
        // The account's own password again: later rows log in with the fixtures' passwords.
        await fill(context, 'New password', operatorAccount.password);
        await fill(context, 'Confirm password', operatorAccount.password);
      },
      send: (context) => submitWith(context, /^Submit$/),
      typed: ['New password', 'Confirm password'],
    }),
  },
  notCalled: {
    getTokenByClientTypeId:
      'exported for host apps that open another edition; no screen of the console asks for it',
  },
};
