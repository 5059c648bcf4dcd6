/** What a drawn checkbox shows: a tick, a dash (indeterminate) or nothing. */
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/**
 * The tick or dash of a checkbox drawn over a hidden native one (Chakra's checkmark icon, stroked in the current
 * colour); the recipes style it by `data-state`.
 */
export function CheckGlyph({ className, state }: { className: string; state: CheckState }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3px"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-state={state}
      aria-hidden="true"
    >
      {state === 'indeterminate' && <path d="M5 12h14" />}
      {state === 'checked' && <polyline points="20 6 9 17 4 12" />}
    </svg>
  );
}
