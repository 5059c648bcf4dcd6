/** Thrown by handlers and parameter readers; the backend turns it into a JSON-string error body. */
export class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DemoHttpError';
  }
}

export const badRequest = (message: string) => new DemoHttpError(400, message);
export const notFound = (message: string) => new DemoHttpError(404, message);
