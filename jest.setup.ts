import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for what a component does, not for a deadline: 1 s (the default) fails on a
// busy CI machine while the same code passes on an idle one. 5 s keeps a real hang visible.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods. What the first-visit dialog relies on, as the
// browser does it: open/close set and clear `open`; close() fires `close`.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
