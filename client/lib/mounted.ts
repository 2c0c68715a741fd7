import { useEffect, useState } from 'react';

/**
 * False in the server render and the hydrating render, true right after: for markup that
 * only JavaScript can show (the product gallery's later pictures, which CSS hides until the
 * slider is ready), so the HTML does not carry it. Not for the banner slider:
 * without JavaScript its slides stand side by side.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
