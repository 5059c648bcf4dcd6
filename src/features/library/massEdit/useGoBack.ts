import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Returns to the previous page (docs/behaviour.md §4: the mass editor's Save and Cancel); to `fallback` when the editor was
 * the first page opened, so the user never leaves the application.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate(fallback, { replace: true });
    else navigate(-1);
  }, [key, navigate, fallback]);
}
