import { DirectoryPageView } from '../features/directory/components/DirectoryPageView/DirectoryPageView';
import { useDirectoryPage } from '../features/directory/hooks/use-directory-page';
import { useConnectCohort } from '../hooks/use-connect-cohort';

/** The cohort directory at /connect (§2.8). */
export default function ConnectPage() {
  const { cohortId } = useConnectCohort();
  const page = useDirectoryPage(cohortId);
  return (
    <DirectoryPageView
      state={page.state}
      filters={page.filters}
      onFiltersChange={page.setFilters}
      history={page.history}
      onSearch={page.runSearch}
      onClearSearch={page.clearSearch}
      isStarred={page.isStarred}
      onToggleStar={page.toggleStar}
      onRetry={page.retry}
      retrying={page.retrying}
    />
  );
}
