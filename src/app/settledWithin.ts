/** Resolves once `promise` has settled, or after `ms` at the latest; never rejects. */
export function settledWithin(promise: PromiseLike<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
