import type { AppStartListening } from '../app/listener';

// Placeholder: the task queue work replaces this file.
export function registerTaskListeners(_startListening: AppStartListening): void {}
