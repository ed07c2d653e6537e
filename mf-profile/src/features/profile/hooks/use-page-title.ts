import { useEffect } from 'react';

/** Sets the browser page title while the page is shown, and gives the previous one back after. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
