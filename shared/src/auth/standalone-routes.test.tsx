import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { acpRemote, bindRemote, profileRemote } from '@cedar/shared/contract';
import { renderWithPortal } from '../testing/render.tsx';
import { standalonePages } from './standalone-routes.tsx';

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

const profile = bindRemote(profileRemote, {
  ProfilePage: { file: './src/routes/ProfilePage.tsx', load: page('Profile') },
  LearnerEditProfilePage: { file: './src/routes/LearnerEditProfilePage.tsx', load: page('Learner edit') },
  StaffEditProfilePage: { file: './src/routes/StaffEditProfilePage.tsx', load: page('Staff edit') },
  OnboardingWizard: { file: './src/routes/OnboardingWizard.tsx', load: page('Wizard') },
});

const acpPages = Object.fromEntries(
  Object.keys(acpRemote.pages).map((name) => [name, { file: `./src/routes/${name}.tsx`, load: page(name) }]),
) as unknown as Parameters<typeof bindRemote<typeof acpRemote>>[1];

function renderStandalone(pages: ReturnType<typeof standalonePages>, route: string) {
  return renderWithPortal(
    <Routes>
      {pages.routes.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>,
    { route },
  );
}

describe('standalonePages', () => {
  it("serves each page at the contract's patterns of the pages it declares", () => {
    expect(standalonePages(profile).routes.map((route) => route.path)).toEqual([
      '/profile/:useremail',
      '/profile/learner/editprofile',
      '/acp/staff/editprofile',
    ]);
  });

  it('routes no invented path to the onboarding wizard: it is the first-login page', () => {
    const { routes, FirstLogin } = standalonePages(profile);
    expect(routes.map((route) => route.path)).not.toContain('/onboarding');
    expect(FirstLogin).not.toBeNull();
  });

  it('serves announcement history at the exact path the portal has, and the overview at / and /help', () => {
    const paths = standalonePages(bindRemote(acpRemote, acpPages)).routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/help', '/acp/announcementHistory']));
    expect(paths).not.toContain('/acp/announcementHistory/*');
  });

  it('renders a page at its path, a trailing slash aside', async () => {
    const pages = standalonePages(bindRemote(acpRemote, acpPages));
    renderStandalone(pages, '/acp/announcementHistory/');
    expect(await screen.findByRole('heading', { name: 'AnnouncementHistoryPage' })).toBeInTheDocument();
  });

  it('redirects cohort settings’ former addresses to cohort settings', async () => {
    const { router } = renderStandalone(standalonePages(bindRemote(acpRemote, acpPages)), '/acp/settings/webtools');
    expect(await screen.findByRole('heading', { name: 'CohortSettingsPage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acp/settings/');
  });
});
