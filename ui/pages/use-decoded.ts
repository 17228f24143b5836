/** Page data decoded once per page view; its problems are reported once, after the first render. */
import { useEffect, useMemo } from 'react';

export function useDecoded<T>(decode: (problems: string[]) => T, onProblems?: (p: readonly string[]) => void): T {
  const [value, problems] = useMemo(() => {
    const problems: string[] = [];
    return [decode(problems), problems] as const;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (problems.length > 0) onProblems?.(problems);
  }, [problems, onProblems]);
  return value;
}
