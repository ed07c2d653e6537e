import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { swrConfig } from '@cedar/shared/api';
import { sessionStore, startSession } from '@cedar/shared/auth';
import { PortalProviders } from '@cedar/shared/ui/core';
import { App } from './app/App';
import { loadSignedInApp } from './app/signed-in-app-loader';
import { startFirstPageWhenReady } from './app/first-page';
import { loadRemoteRegistry } from '@cedar/shared/federation';
import { startHostTelemetry } from './telemetry/start-host-telemetry';

// First, so the page's first paint and any start-up error are measured.
startHostTelemetry();
// The signed-in portal's chunk loads while the user is looked up, not after.
const unsubscribe = sessionStore.subscribe(({ status }) => {
  if (status !== 'loading-user' && status !== 'ready') return;
  unsubscribe();
  void loadSignedInApp().catch(() => undefined);
});
// The first page's remote loads from the moment the user is known, beside that chunk.
startFirstPageWhenReady();
void startSession();
// Registered early so the first route's remote loads as soon as the session is ready;
// a failure here surfaces as the route's fallback card, whose Retry asks again.
loadRemoteRegistry().catch(() => undefined);
const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
const root = createRoot(container);
startTransition(() => {
  root.render(
    <PortalProviders swr={swrConfig}>
      <App />
    </PortalProviders>,
  );
});
