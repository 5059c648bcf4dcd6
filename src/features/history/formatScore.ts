/** docs/behaviour.md §9: scores are shown as a percentage; Bazarr sends '91.67%', other versions a bare number. */
export function formatScore(score: string | null): string {
  if (score === null || score.trim() === '') return '';
  return score.trim().endsWith('%') ? score.trim() : `${score.trim()}%`;
}
