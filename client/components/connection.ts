/**
 * Spec §4: the connection is fast when the effective connection type's number is at least 4
 * (`4g`); images then use densities 96/144 dpi, otherwise 72/72. The server reads the
 * browser's `ECT` client hint (asked for with `Accept-CH: ECT`); the page carries the
 * answer on `<html data-connection>` so islands hydrate with the same pictures.
 */
import { createContext, useContext } from 'react';

/** Whether pictures use the fast densities; the server and the island entry provide it. */
export const FastConnection = createContext(true);

export function useFastConnection(): boolean {
  return useContext(FastConnection);
}
