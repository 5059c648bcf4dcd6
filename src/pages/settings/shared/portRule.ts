/** Where a port check reports its issue (zod's superRefine context, reduced to what is used). */
interface IssueSink {
  addIssue(issue: { code: 'custom'; path: string[]; message: string }): void;
}

export const PORT_MESSAGE = 'Port must be between 1 and 65535';

/**
 * A service's port must be a valid TCP port, checked only while the service is enabled (its fields are hidden
 * otherwise, so an error could not be seen).
 */
export function checkEnabledPort(
  values: Record<string, unknown>,
  context: IssueSink,
  enabledKey: string,
  portKey: string,
): void {
  if (values[enabledKey] !== true) return;
  const port = values[portKey];
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535)
    context.addIssue({ code: 'custom', path: [portKey], message: PORT_MESSAGE });
}
