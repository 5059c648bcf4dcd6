/** docs/behaviour.md §9: an API key is 32 hexadecimal characters, from the browser's cryptographic random source. */
export function generateApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
