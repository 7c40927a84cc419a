// Every screen of the back office at a desktop's size (1440x900): axe finds nothing (all of
// its rules, best practices included) and nothing scrolls sideways. The phone's size is
// screens-phone.test.mjs (two files, so that each has its own time and they may run side by side).
import { test, before, after } from 'node:test';
import { checkEveryScreen, desktop, screensSetup } from './screens.mjs';

let env;
let ids;
before(async () => {
  ({ env, ids } = await screensSetup());
});
after(async () => {
  await env?.close();
});

test('every screen passes axe and fits the screen (desktop, 1440x900)', async () => {
  await checkEveryScreen(env, ids, desktop);
});
