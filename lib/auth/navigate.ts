/**
 * A full page load to `path`, replacing the current history entry. Used after sign-in and
 * sign-out: the server then renders with the new cookies, and no page cached in the client
 * router for the previous visitor can be shown again.
 */
export function hardNavigate(path: string): void {
  window.location.replace(path);
}
