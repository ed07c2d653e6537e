import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { defaultHashRedirect } from './guards';

/** A page whose sections are hash anchors: with no hash it is replaced by its default section. */
export function HashDefault({ hash, children }: { hash: string; children: ReactNode }) {
  const location = useLocation();
  const decision = defaultHashRedirect(location.pathname, location.hash, hash);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
