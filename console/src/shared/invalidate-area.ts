/**
 * After a change the console reads again what it changed: every cache entry of the API area (the generated hooks'
 * `['dsm', area, …]`, the record tables under the area too).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export function useInvalidateAreas(...areas: string[]): () => Promise<void> {
  const queryClient = useQueryClient();
  const key = areas.join(' '); // the same names give the same function, so an effect may depend on it
  return useCallback(
    () => Promise.all(key.split(' ').map((area) => queryClient.invalidateQueries({ queryKey: ['dsm', area] }))).then(() => undefined),
    [queryClient, key],
  );
}
