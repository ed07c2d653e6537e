import { HttpResponse } from 'msw';
import { configureApiClient, resetApiClient } from '@cedar/shared/api';
import { resetSession, seedSession, sessionStore } from '@cedar/shared/auth';
import type { StartupUser } from '@cedar/shared/contract';
import { apiHandler, server, TEST_API_KEY } from '@cedar/shared/testing';
import { saveAvatarUrl } from './upload-avatar';

const EMAIL = 'learner@cedar.test';
const URL_SAVED = '/api/v1/avatars/0123abcd.jpg';

describe('saveAvatarUrl', () => {
  beforeEach(() => {
    resetSession();
    seedSession({
      status: 'ready',
      accessToken: 'token',
      email: EMAIL,
      user: { email: EMAIL, first_name: 'Ana', user_image_url: null } as StartupUser,
    });
    resetApiClient();
    configureApiClient({ apiKey: TEST_API_KEY, getAccessToken: () => 'token' });
  });

  it("puts the owner's new picture in the session, so the header shows it without a reload", async () => {
    server.use(
      apiHandler('put', '/user/learner%40cedar.test', () =>
        HttpResponse.json({ message: { users: [{ email: EMAIL, user_image_url: URL_SAVED }] } }),
      ),
    );
    await saveAvatarUrl(EMAIL, URL_SAVED);
    expect(sessionStore.getState().user?.user_image_url).toBe(URL_SAVED);
  });

  it("leaves the session alone when someone else's picture is saved", async () => {
    server.use(
      apiHandler('put', '/user/other%40cedar.test', () =>
        HttpResponse.json({ message: { users: [{ email: 'other@cedar.test', user_image_url: URL_SAVED }] } }),
      ),
    );
    await saveAvatarUrl('other@cedar.test', URL_SAVED);
    expect(sessionStore.getState().user?.user_image_url).toBeNull();
  });
});
