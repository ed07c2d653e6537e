import { useEffect } from 'react';
import { markAllComponentsLoaded } from '@cedar/shared/auth';

/** Rendered once a route's content is on screen: the shell stops hiding it (allComponentsLoaded). */
export function MarkLoaded() {
  useEffect(markAllComponentsLoaded, []);
  return null;
}
