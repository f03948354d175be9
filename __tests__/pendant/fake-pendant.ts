import { createFakeBluetooth, type FakePendantOptions } from '@/e2e/support/fake-bluetooth';
import type { WebBluetooth } from '@/lib/pendant/web-bluetooth';

/** The same fake pendant the Playwright tests inject, typed as the adapter the app expects. */
export function fakePendant(options?: FakePendantOptions) {
  const control = createFakeBluetooth(options);
  // The fake is plain JavaScript in the page; its shape is checked by the tests that drive it.
  return { ...control, bluetooth: control.bluetooth as unknown as WebBluetooth };
}
