// jsdom has no modal dialogs: in unit tests opening one only shows it. What the browser's
// modal adds (the inert page, focus kept inside, Escape) is tested in Chromium
// (e2e/storefront/browse.test.mjs and cart.test.mjs).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
