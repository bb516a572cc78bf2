// The anchor of issue 21's targets for `npm run bench -- --compare`: Arco Design Pro React (the template the spec
// came from), built by scripts/bench-anchors/build-arco.mjs from the `arco-design-pro` package on npm. Its mocks
// (mockjs, in the page) answer in production as on Arco's own demo site, with 1 ms latency instead of 500–1500 ms so
// that both sides answer at once, as our contract server does on loopback.
import path from 'node:path';
import { anchorDir } from './build-arco.mjs';

/** Arco's workplace shows its overview numbers: the first page after login has its data. */
const WORKPLACE_DATA = '[class^="_count_"]';

export default {
  id: 'arco',
  label: 'Arco Pro React',
  dir: path.join(anchorDir(), 'dist'),
  login: {
    // The form comes filled in (admin / admin); the harness types the same values, as it does into ours.
    fields: [
      ['#userName_input', 'admin'],
      ['#password_input', 'admin'],
    ],
    submit: 'button.arco-btn-primary',
    call: '/api/user/login',
  },
  entries: [
    // Logged out, Arco renders the app and then sends the visitor to /login with a second document.
    { id: '/', path: '/', kind: 'login' },
    { id: '/login', path: '/login', kind: 'login', afterLogin: WORKPLACE_DATA },
    { id: 'deep', path: '/list/search-table', kind: 'login' },
    {
      id: 'deep in',
      path: '/dashboard/workplace',
      kind: 'page',
      session: true,
      ready: WORKPLACE_DATA,
    },
  ],
};
