import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { useLocation } from 'react-router-dom';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { messages } from '../../../../messages';
import { learnerSession } from '../../../../test-support/session';
import { team } from '../../fixtures';
import { Support } from '../Support/Support';

// Quill needs layout jsdom lacks: a plain text area stands in for the rich-text editor here
// (the editor has its own tests in @cedar/shared/ui). An empty box reports null, as the editor does.
jest.mock('@cedar/shared/ui', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...jest.requireActual('@cedar/shared/ui'),
    RichTextEditor: ({
      label,
      value,
      onChange,
    }: {
      label: string;
      value: string | null;
      onChange(v: string | null): void;
    }) =>
      createElement(
        'label',
        null,
        label,
        createElement('textarea', {
          value: value?.replace(/^<p>|<\/p>$/g, '') ?? '',
          onChange: (e: { target: { value: string } }) => onChange(e.target.value ? `<p>${e.target.value}</p>` : null),
        }),
      ),
  };
});

const t = messages.request;
const q = t.questions;
// The drawer animates in and its focus trap may mark it aria-hidden on a busy machine.
const hidden = { hidden: true } as const;
const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderFlow(route = '/', create = (_body: unknown) => HttpResponse.json({ message: {} }, { status: 201 })) {
  const sent: unknown[] = [];
  renderWithPortal(
    <>
      <Support />
      <Where />
    </>,
    {
      route,
      session: learnerSession(),
      handlers: [
        apiHandler('get', '/v1/cohort/7/supportteam', () => HttpResponse.json({ message: { advisors: team } })),
        apiHandler('get', '/v1/supportrequests/mine', () => HttpResponse.json({ message: { support_requests: [] } })),
        apiHandler('post', '/v1/supportrequests', async ({ request }) => {
          const body = await request.json();
          sent.push(body);
          await delay(30);
          return create(body);
        }),
      ],
    },
  );
  return { sent, user: userEvent.setup() };
}

const drawer = () => screen.findByRole('dialog', hidden, SLOW);
const location = () => screen.getByRole('status', { ...hidden, name: 'location' });
const box = (d: HTMLElement, label: string) => within(d).getByRole('textbox', { ...hidden, name: label });
const button = (d: HTMLElement, name: string) => within(d).getByRole('button', { ...hidden, name });
const typeButton = (d: HTMLElement, type: number) =>
  within(d).getByRole('button', { ...hidden, name: new RegExp(`^${t.types[type]}`) });

describe('Request Support', () => {
  it('opens at /help from Request Support, and closing goes back to /', async () => {
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: messages.support.requestSupport }));
    expect(location()).toHaveTextContent('/help');
    const d = await drawer();
    expect(within(d).getByText(t.chooseType)).toBeInTheDocument();
    await user.click(button(d, t.close));
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('sends an assessment request once challenge and solution are filled, then says it was received', async () => {
    const { user, sent } = renderFlow('/help');
    const d = await drawer();
    await user.click(typeButton(d, 1));
    const submit = button(d, t.submit);
    expect(submit).toBeDisabled();
    await user.type(box(d, q.challenge!), 'Tests & fixtures');
    expect(submit).toBeDisabled();
    await user.type(box(d, q.solution!), 'Read the docs');
    await user.type(
      within(d).getByRole('textbox', { ...hidden, name: `${q.link} ${t.optional}` }),
      'https://github.com/a/b',
    );
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await within(d).findByText(t.sending)).toBeInTheDocument();
    expect(await within(d).findByText(t.successTitle, {}, SLOW)).toBeInTheDocument();
    expect(within(d).getByText(t.successText)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        request_type_id: 1,
        source: 'my_cedar',
        // The learner's current course in cohort 7 (Backend Foundations, course 11).
        lms_course_id: '5111',
        cohort_id: 7,
        user_lms_id: '5001',
        user_slack_id: 'U0ANA',
        description: 'challenge=<p>Tests & fixtures</p>&solution=<p>Read the docs</p>&link=https://github.com/a/b',
        email: 'learner@cedar.test',
      },
    ]);
    await user.click(button(d, t.done));
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('on failure offers Go Back to the filled form and Retry', async () => {
    let fail = true;
    const { user, sent } = renderFlow('/help', () =>
      fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ message: {} }, { status: 201 }),
    );
    const d = await drawer();
    await user.click(typeButton(d, 6));
    await user.type(box(d, q.other!), 'My laptop broke');
    await user.click(button(d, t.submit));
    expect(await within(d).findByText(t.failureTitle, {}, SLOW)).toBeInTheDocument();
    expect(within(d).getByText(t.failureText)).toBeInTheDocument();

    await user.click(button(d, t.goBack));
    expect(box(d, q.other!)).toHaveValue('My laptop broke');
    await user.click(button(d, t.submit));
    await within(d).findByText(t.failureTitle, {}, SLOW);
    fail = false;
    await user.click(button(d, t.retry));
    expect(await within(d).findByText(t.successTitle, {}, SLOW)).toBeInTheDocument();
    expect(sent).toHaveLength(3);
  });

  it.each<[number, string[]]>([
    [2, ['challenge', 'solution']],
    [3, ['struggling']],
    [4, ['personal']],
    [5, ['grades']],
  ])('type %i needs %j before Submit', async (type, required) => {
    const { user } = renderFlow('/help');
    const d = await drawer();
    await user.click(typeButton(d, type));
    for (const key of required) {
      expect(button(d, t.submit)).toBeDisabled();
      await user.type(box(d, q[key]!), 'x');
    }
    expect(button(d, t.submit)).toBeEnabled();
  });

  it('goes Back from the form to the types', async () => {
    const { user } = renderFlow('/help');
    const d = await drawer();
    await user.click(typeButton(d, 3));
    await user.click(button(d, t.back));
    await waitFor(() => expect(within(d).getByText(t.chooseType)).toBeInTheDocument());
  });
});
