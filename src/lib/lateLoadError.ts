/** A lazily loaded part whose code did not arrive (Bazarr away, a refused file): not a bug in the part. */
export class LateLoadError extends Error {
  override name = 'LateLoadError';

  constructor(cause: unknown) {
    super(
      `A part of the page could not load: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}
