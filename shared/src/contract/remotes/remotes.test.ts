import { PAGES, type PageName } from '../pages.ts';
import {
  type ExposedUse,
  type PageDeclaration,
  REMOTES,
  type RemoteName,
  bindRemote,
  connectRemote,
  declaredPages,
  firstLoginPage,
  mediaRemote,
} from './index.ts';

const noop = async () => ({ default: () => null });

describe('the remotes as data', () => {
  it('name each remote by its key', () => {
    for (const name of Object.keys(REMOTES) as RemoteName[]) expect(REMOTES[name].name).toBe(name);
  });

  it('serve every routable page of the contract once per shell, and only pages of the contract', () => {
    const served = new Map<string, string>();
    for (const { remote, exposed, declaration } of declaredPages()) {
      for (const page of declaration.routes) {
        expect(Object.keys(PAGES)).toContain(page);
        for (const shell of declaration.shell ? [declaration.shell] : ['learner', 'admin']) {
          expect(served.get(`${page}@${shell}`)).toBeUndefined();
          served.set(`${page}@${shell}`, `${remote}/${exposed}`);
        }
      }
    }
    // The host keeps only /acp (a redirect by role) and /unauthorized; the settings sub-paths
    // are cohort settings' former addresses.
    const hostOwned: PageName[] = [
      'acp',
      'unauthorized',
      'calendarSettings',
      'webToolsSettings',
      'supportStaffSettings',
    ];
    for (const page of Object.keys(PAGES) as PageName[]) {
      if (hostOwned.includes(page)) continue;
      expect([page, served.has(`${page}@learner`) && served.has(`${page}@admin`)]).toEqual([page, true]);
    }
  });

  it('give a sectioned page its sections in menu order, the first being where it opens', () => {
    const settings: PageDeclaration = REMOTES.acp.pages.CohortSettingsPage;
    expect(settings.sections?.map((section) => section.anchor)).toEqual([
      '#associated-courses',
      '#calendar-settings',
      '#supportstaff-settings',
      '#webtools-settings',
    ]);
    const admin: PageDeclaration = REMOTES.acp.pages.AdminSettingsPage;
    expect(admin.sections?.map((section) => section.anchor)).toEqual([
      '#cohort-management',
      '#cohort-member-management',
    ]);
  });

  it("name only other remotes' declared widgets as a page's embeds", () => {
    const embeds = declaredPages().flatMap(({ remote, exposed, declaration }) =>
      (declaration.embeds ?? []).map((widget) => ({ page: `${remote}/${exposed}`, remote, widget })),
    );
    expect(embeds.map(({ page, widget }) => `${page} -> ${widget.remote}/${widget.exposed}`)).toEqual([
      'dashboard/HomePage -> connect/StudySessionCard',
    ]);
    for (const { remote, widget } of embeds) {
      expect(widget.remote).not.toBe(remote);
      expect(Object.keys(REMOTES[widget.remote as RemoteName]?.widgets ?? {})).toContain(widget.exposed);
    }
  });

  it('show the onboarding wizard on first login, and nowhere else', () => {
    expect(firstLoginPage()).toMatchObject({
      remote: 'profile',
      exposed: 'OnboardingWizard',
      declaration: { routes: [] },
    });
  });
});

describe('bindRemote', () => {
  it("derives the remote's webpack exposes from its bindings", () => {
    const bound = bindRemote(mediaRemote, {
      WatchPage: { file: './src/routes/WatchPage.tsx', load: noop },
      VideoPage: { file: './src/routes/VideoPage.tsx', load: noop },
    });
    expect(bound.exposes).toEqual({
      './WatchPage': './src/routes/WatchPage.tsx',
      './VideoPage': './src/routes/VideoPage.tsx',
    });
  });
});

// Type-level checks: each marked line below must fail the type check (tsc reports the
// directive as unused otherwise), so a wrong module name or prop never reaches the browser.
describe('ExposedModules', () => {
  it('rejects a wrong module name, a module of another remote and a wrong prop', () => {
    const uses: ExposedUse[] = [
      { remote: 'media', exposed: 'WatchPage' },
      { remote: 'connect', exposed: 'StudySessionCard', props: { cohortId: 3, prestart: true } },
      // @ts-expect-error: media exposes no WatchPag
      { remote: 'media', exposed: 'WatchPag' },
      // @ts-expect-error: the Study Session card is connect's
      { remote: 'media', exposed: 'StudySessionCard' },
      // @ts-expect-error: the card takes cohortId, not cohort
      { remote: 'connect', exposed: 'StudySessionCard', props: { cohort: 3 } },
      // @ts-expect-error: a page takes no props
      { remote: 'connect', exposed: 'ConnectPage', props: { cohortId: 3 } },
    ];
    expect(uses).toHaveLength(6);
  });

  it("rejects a remote's binding that misses a module or whose component takes other props", () => {
    const card = async () => ({ default: (_props: { cohortId: string }) => null });
    expect(() =>
      // @ts-expect-error: ClassmatesPanel is not bound
      bindRemote(connectRemote, {
        ConnectPage: { file: './src/routes/ConnectPage.tsx', load: noop },
        StudySessionCard: { file: './src/widgets/StudySessionCard.tsx', load: noop },
      }),
    ).not.toThrow();
    bindRemote(connectRemote, {
      ConnectPage: { file: './src/routes/ConnectPage.tsx', load: noop },
      // @ts-expect-error: the declared card's cohortId is a number
      StudySessionCard: { file: './src/widgets/StudySessionCard.tsx', load: card },
      ClassmatesPanel: { file: './src/widgets/ClassmatesPanel.tsx', load: noop },
    });
  });
});
