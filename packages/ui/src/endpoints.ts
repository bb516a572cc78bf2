import { coreEndpoints, type Endpoint } from './api/endpoints';
import { features } from './features';
import type { FeatureManifest } from './routing/feature';

// The endpoint map of the whole app, for what must know every call: the mock servers' access rules and scenario kit,
// the contract server, the fault matrix. Not in features.ts, which the console's logged-in frame loads: the app
// itself needs no map of every call — each feature's calls import its own `x.endpoints.ts`.

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every feature's endpoint map, merged: the type of `endpoints` beyond the core's. */
type FeatureEndpoints = UnionToIntersection<
  (typeof features)[number] extends infer F
    ? F extends { readonly endpoints: infer E }
      ? E
      : never
    : never
>;

/** Whether two declarations are one call: method, path and the mocked servers' rule. */
function sameCall(one: Endpoint, other: Endpoint): boolean {
  return (
    one.method === other.method &&
    one.path === other.path &&
    one.envelope === other.envelope &&
    one.access === other.access &&
    one.upload === other.upload
  );
}

/**
 * The endpoints of the core and of every feature by name: what the mock servers' access rules, the contract
 * server and the fault matrix go through. Throws when two declarations give one name different calls (or rules)
 * or one call two names.
 */
export function endpointsOf(
  list: readonly FeatureManifest[] = features,
): Readonly<Record<string, Endpoint>> {
  const all: Record<string, Endpoint> = { ...coreEndpoints };
  for (const feature of list) {
    for (const [name, endpoint] of Object.entries(feature.endpoints ?? {})) {
      const known = all[name];
      if (known && !sameCall(known, endpoint)) {
        throw new Error(
          `The endpoint "${name}" of ${feature.name} differs from another declaration.`,
        );
      }
      all[name] = endpoint;
    }
  }
  const calls = Object.values(all).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  const twice = calls.filter((call, index) => calls.indexOf(call) !== index);
  if (twice.length > 0) throw new Error(`Declared under two names: ${twice.join(', ')}.`);
  return all;
}

/** Every endpoint of the app by name (ADR 028): the core's and those each feature's manifest lists. */
export const endpoints = endpointsOf() as typeof coreEndpoints & FeatureEndpoints;

/** The name of an endpoint of `endpoints`. */
export type EndpointName = keyof typeof endpoints;
