/**
 * Full page loads (after login, logout, restart, or from the error screens), in one object
 * so tests can replace them: jsdom cannot navigate.
 */
export const pageLocation = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
