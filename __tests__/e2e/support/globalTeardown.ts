/** The run ends once the build the global set-up started has ended (even if no browser test waited for it). */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__sharedBrowser?.close();
  await globalThis.__uiBuild;
}
