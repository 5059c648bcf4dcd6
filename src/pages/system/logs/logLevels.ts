import { Bug, CircleX, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';

/** The levels Bazarr writes (docs/behaviour.md §3 Log entry), in increasing severity. */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

interface LevelLook {
  /** Accessible name of the type icon. */
  label: string;
  icon: LucideIcon;
  /** A semantic colour token, readable in both themes. */
  color: string;
}

export const LEVEL_LOOKS: Record<LogLevel, LevelLook> = {
  DEBUG: { label: 'Debug', icon: Bug, color: 'fg.muted' },
  INFO: { label: 'Info', icon: Info, color: 'blue.fg' },
  WARNING: { label: 'Warning', icon: TriangleExclamationPoint, color: 'orange.fg' },
  ERROR: { label: 'Error', icon: CircleX, color: 'red.fg' },
};

export function isLogLevel(type: string): type is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(type);
}
