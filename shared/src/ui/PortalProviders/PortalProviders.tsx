import { createContext, useContext, type ReactNode } from 'react';
import { FluentProvider, type Theme } from '@fluentui/react-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ConfirmDialogHost } from '../ConfirmDialog/useConfirm.tsx';
import { CedarToaster } from '../Toast/CedarToaster.tsx';
import { UnsavedChangesDialogHost } from '../UnsavedChangesDialog/UnsavedChangesDialog.tsx';
import { cedarTheme } from '../theme/cedar-theme.ts';
import { usePortalProvidersStyles } from './PortalProviders.styles.ts';

/** Props of PortalProviders. */
export interface PortalProvidersProps {
  children: ReactNode;
  /** Passed to SWRConfig (fetcher, provider for tests, dedupe...). */
  swr?: SWRConfiguration;
  /** Defaults to the Cedar theme. */
  theme?: Theme;
}

// Set inside PortalProviders, so a nested one (a story inside Storybook's decorator, a remote
// page inside the host) does not render a second toaster or dialog host.
const HostsRendered = createContext(false);

/** The portal's providers: Fluent theme, SWR config, and the toast, confirm and unsaved-changes hosts. */
export function PortalProviders({ children, swr, theme = cedarTheme }: PortalProvidersProps) {
  const styles = usePortalProvidersStyles();
  const nested = useContext(HostsRendered);
  return (
    <FluentProvider theme={theme}>
      <SWRConfig value={swr ?? {}}>
        <HostsRendered.Provider value>
          {nested ? (
            children
          ) : (
            // The page background sits on an inner element: Fluent copies the provider's own
            // classes to every portal (menus, drawers), which must not cover the page.
            <div className={styles.root}>
              {children}
              <CedarToaster />
              <ConfirmDialogHost />
              <UnsavedChangesDialogHost />
            </div>
          )}
        </HostsRendered.Provider>
      </SWRConfig>
    </FluentProvider>
  );
}
