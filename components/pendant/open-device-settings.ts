/**
 * docs/product.md#routes-and-screens: a window-level event opens the Device Connections panel, so any page (the pendant
 * page, the dashboard) can open it without importing the panel or sharing its state.
 */
export const openDeviceSettingsEvent = 'open-device-settings';

export function openDeviceSettings(): void {
  window.dispatchEvent(new Event(openDeviceSettingsEvent));
}
