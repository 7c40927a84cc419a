// What axe checks must wait for: a dialog, an alert, a chip or a toast fading in has its
// text at part opacity, so its contrast is judged once the animations and transitions that
// end have ended (endless ones, such as a spinner, are left running). A fast machine ran
// the checks mid-fade.

/** Resolves once every finite animation and transition on the page has finished. */
export async function finiteAnimationsEnded(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}
