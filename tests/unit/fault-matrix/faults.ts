// The fault matrix's vocabulary (docs/decisions/021-fault-matrix-resilience-and-hostile-data.md): the faults, the
// standard words, and the shape of a driver. A feature's drivers live beside it in `<feature>.faults.tsx`, exporting
// `faults` (a `FeatureFaults`); faultMatrix.test.tsx collects every such file, so no list here names a feature.
import type { screen as testingScreen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { endpoints } from '../../../packages/ui/src/endpoints';
import type { PastureRuntime } from '../../../packages/ui/src/runtime/createPastureRuntime';

/** A row of the matrix: an endpoint of the table. */
export type EndpointName = keyof typeof endpoints;

export const FAULTS = [
  'network',
  'timeout',
  'http500',
  'http401',
  'envelope',
  'code50008',
  'code50012',
  'code50014',
  'malformed',
  'slow3s',
] as const;
export type Fault = (typeof FAULTS)[number];

export const REQUEST_ERROR = 'Request Error';

/** The server's words for a fault, unique per row and column so a test can tell whose message is shown. */
export function faultMessage(name: string, fault: Fault): string {
  return `Fault ${name} ${fault}`;
}

/** A screen or shell part as the harness renders it; a part that brings its own providers takes the runtime. */
export type HostedComponent = ComponentType<{ runtime?: PastureRuntime }>;

export interface DriverContext {
  user: UserEvent;
  screen: typeof testingScreen;
  /** The console's runtime the part is rendered with (session, token store, query client, toaster). */
  runtime: PastureRuntime;
}

/**
 * What a cell must show after the call failed (or, for the slow answer, landed). The harness derives the standard
 * one from contract §8 and ADR 015 (`expectation` in the test); a driver whose call must behave otherwise says so
 * with `outcome`.
 */
export interface Expected {
  /** The session prompt opens ('Confirm logout'). */
  prompt: boolean;
  /** The server's words toasted beside the prompt (a debug logout code). */
  toastWithPrompt?: string;
  /** An error toast with these words. */
  toast?: string;
  /** An inline error (an alert in place) with these words. */
  inline?: string;
  /** No error toast at all (the failure is said in place only, or the call's failure is not the user's concern). */
  noToast?: boolean;
  /** The call succeeded (the slow answer): nothing failed, nothing toasted. */
  succeeded?: boolean;
  /** A state the console must reach, waited for (e.g. logged out locally). */
  reaches?: { what: string; test: (context: DriverContext) => boolean };
}

/**
 * How the fault matrix makes the console send a call no screen makes on its own when it opens: a write, or a read
 * behind a click.
 */
export interface FaultDriver {
  /** Where the call is made, for the printed matrix ("write · group form"). */
  via: string;
  /** The envelope the server answers this call in. */
  envelope: 'real' | 'debug';
  /**
   * The screen or shell part that makes the call. It is rendered inside the console's providers with a memory host,
   * or, with `bare`, on its own with the runtime as its prop (a part that brings its own providers and router).
   */
  component: () => Promise<HostedComponent>;
  /** Rendered without the harness's providers: the component brings its own (the whole console). */
  bare?: boolean;
  /** The runtime's mode; debug (the demo's) unless false (the real server's login and user calls). */
  debug?: boolean;
  /** Mounted logged out (the login page and its forgot-password steps). */
  anonymous?: boolean;
  /** Brings the screen to the point where one click sends the call (types what a user types). */
  prepare: (context: DriverContext) => Promise<void>;
  /** Sends the call. */
  send: (context: DriverContext) => Promise<void>;
  /** Labels of fields whose typed value must survive the failure. */
  typed?: readonly string[];
  /** The call's failure is shown in place (an inline alert), not toasted (`meta: { errorToast: false }`). */
  inPlace?: boolean;
  /**
   * What the screen shows while the slow answer is on its way, where that is not a status or a busy element (a
   * notification; for a call nothing waits for, the screen the user went on to).
   */
  loading?: (context: DriverContext) => boolean;
  /** Where this call's expectation differs from the standard one, and why (see the driver's comment). */
  outcome?: (fault: Fault, standard: Expected, name: string) => Expected;
  /** Returns the screen to where `prepare` can run again (closes a dialog the call opened). */
  reset?: (context: DriverContext) => Promise<void>;
}

export interface ReadDriver {
  kind: 'read';
  via: string;
  /** Brings the part back to where it shows the read (reopens a popover a dialog closed). */
  prepare?: (context: DriverContext) => Promise<void>;
  /** The screen or shell part that reads the call (behind a click, or a shell part no route screen is). */
  component: () => Promise<HostedComponent>;
  /** What the part shows while the slow answer is on its way, where that is not a status or a busy element. */
  loading?: (context: DriverContext) => boolean;
}

export interface WriteDriver extends FaultDriver {
  kind: 'write';
}

/**
 * What a feature's `<feature>.faults.tsx` exports as `faults`: the drivers of the calls no route screen makes when it
 * opens (a write, a read behind a click, a shell part), and the feature's endpoints the matrix has no row for.
 */
export interface FeatureFaults {
  /** Endpoint → what a user does to make the console send it. */
  drivers?: Partial<Record<EndpointName, ReadDriver | WriteDriver>>;
  /**
   * Endpoints of the table (contract §7) the console never calls, with why: they have no row to drive. Listed so the
   * printed matrix shows them; the test fails when one is left out of both the covered rows and these lists.
   */
  notCalled?: Partial<Record<EndpointName, string>>;
  /**
   * Endpoints the console calls that the matrix does not drive yet (issue 12 §2, ADR 021), each a known gap. The test
   * fails when a new endpoint joins the table without coverage; drive one and remove it.
   */
  notYetDriven?: readonly EndpointName[];
}
