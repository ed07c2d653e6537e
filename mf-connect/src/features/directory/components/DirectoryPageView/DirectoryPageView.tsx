import { Body1, Link, Subtitle1, Switch, Title3 } from '@fluentui/react-components';
import type { DirectoryMember } from '@cedar/shared/contract';
import { LoadError } from '@cedar/shared/ui';
import type { DirectoryFilters } from '../../lib/directory-filters';
import type { DirectoryState } from '../../hooks/use-directory-page';
import type { Overlap } from '../../lib/focus-overlaps';
import { directoryMessages as t } from '../../messages';
import { DirectorySearchBox } from '../DirectorySearchBox/DirectorySearchBox';
import { MemberCard } from '../MemberCard/MemberCard';
import { useDirectoryPageStyles } from './DirectoryPageView.styles';

/** Props of DirectoryPageView. */
export interface DirectoryPageViewProps {
  state: DirectoryState;
  filters: DirectoryFilters;
  onFiltersChange(filters: DirectoryFilters): void;
  history: readonly string[];
  onSearch(text: string): void;
  onClearSearch(): void;
  isStarred(member: DirectoryMember): boolean;
  onToggleStar(member: DirectoryMember): void;
  onRetry(): void;
  retrying?: boolean;
  /** The clock cards read (last seen, local time); now unless a story pins it. */
  now?: Date;
}

const overlapLine = (overlap: Overlap | undefined) => (overlap ? t.alsoFocuses(overlap.line) : null);

function Skeleton() {
  const styles = useDirectoryPageStyles();
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: 10 }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}

/** The cohort directory at /connect (§2.8, §4.5) in each state: loading, list, search result, empty, error. */
export function DirectoryPageView(props: DirectoryPageViewProps) {
  const { state, filters, onFiltersChange, now = new Date() } = props;
  const styles = useDirectoryPageStyles();
  const ready = state.kind === 'ready' ? state : null;
  // The search asked for, also while it loads or failed: the box is reset only when it changes,
  // so text typed while a search loads is not wiped when the answer arrives.
  const searched = (ready ? ready.search : state.search) ?? '';
  const heading = !ready
    ? t.cohortTitle
    : ready.search
      ? t.resultsHeading(ready.search, ready.members.length)
      : t.cohortHeading(ready.cohortName, ready.members.length);
  return (
    <section className={styles.root} aria-busy={state.kind === 'loading'}>
      <header className={styles.header}>
        <Title3 as="h1" className={styles.heading}>
          {heading}
        </Title3>
        {ready?.search ? (
          <Link as="button" onClick={props.onClearSearch}>
            {t.clearResults}
          </Link>
        ) : null}
      </header>
      <div className={styles.toolbar}>
        <Switch
          label={t.onlineNow}
          checked={filters.onlineNow}
          onChange={(_, data) => onFiltersChange({ ...filters, onlineNow: data.checked })}
        />
        <Switch
          label={t.starred}
          checked={filters.starred}
          onChange={(_, data) => onFiltersChange({ ...filters, starred: data.checked })}
        />
        {ready?.overlaps.size || filters.freeWhenIAm ? (
          <Switch
            label={t.freeWhenIAm}
            checked={!!filters.freeWhenIAm}
            onChange={(_, data) => onFiltersChange({ ...filters, freeWhenIAm: data.checked })}
          />
        ) : null}
        <div className={styles.search}>
          <DirectorySearchBox key={searched} initialText={searched} history={props.history} onSearch={props.onSearch} />
        </div>
      </div>
      {state.kind === 'loading' ? <Skeleton /> : null}
      {state.kind === 'error' ? <LoadError text={t.loadError} busy={props.retrying} onRetry={props.onRetry} /> : null}
      {ready && ready.members.length === 0 ? (
        <div className={styles.empty} role="status">
          <Subtitle1 as="p">{t.noResults}</Subtitle1>
          <Body1 as="p" className={styles.hint}>
            {t.noResultsHint}
          </Body1>
        </div>
      ) : null}
      {ready && ready.members.length > 0 ? (
        <ul className={styles.grid}>
          {ready.members.map((member) => (
            <li key={member.email}>
              <MemberCard
                member={member}
                starred={props.isStarred(member)}
                onToggleStar={props.onToggleStar}
                now={now}
                overlapLine={overlapLine(ready.overlaps.get(member.email))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
