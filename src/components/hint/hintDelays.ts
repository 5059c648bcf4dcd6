/** docs/behaviour.md §9: history tooltips (and the chips' hints, which tell the history) open after 500 ms. */
export const HISTORY_TOOLTIP_DELAY_MS = 500;
