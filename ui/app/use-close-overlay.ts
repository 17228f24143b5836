/**
 * How every overlay closes: back to where the visitor was (history back when the overlay was
 * opened within the page), else `#/` in place of the overlay's entry (see overlay-history.ts).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { stepBackFromOverlay } from './overlay-history.js';

export function useCloseOverlay(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (!stepBackFromOverlay()) void navigate('/', { replace: true });
  }, [navigate]);
}
