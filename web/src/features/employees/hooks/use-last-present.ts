import { useRef } from 'react';

/** The last non-null value: a closing modal keeps showing its person while it fades out. */
export function useLastPresent<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}
