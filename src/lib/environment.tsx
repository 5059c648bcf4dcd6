import { createContext, useContext } from 'react';
import { readEnvironment, type Environment } from '../env';

/** The injected `window.Bazarr` values, for components (the store gets them as `extra`). */
const EnvironmentContext = createContext<Environment | null>(null);

export const EnvironmentProvider = EnvironmentContext.Provider;

export function useEnvironment(): Environment {
  return useContext(EnvironmentContext) ?? readEnvironment();
}
