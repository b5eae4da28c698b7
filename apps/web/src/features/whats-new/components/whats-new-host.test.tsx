import { act, screen, within } from '@testing-library/react';
import {
  FEATURE_FLAG_NAMES,
  analyticsEndpoints,
  marketingEndpoints,
  type FeatureFlags,
} from '@airlens/contract';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { WhatsNewHost } from './whats-new-host';

const WAIT = { timeout: 5_000 };
const FUTURE_WEBINAR = {
  content: { rendered: '<h5>Thursday, October 1, 2099 | 10:00 AM EST</h5><p>Live.</p>' },
  title: { rendered: 'Designing for Wi-Fi 7' },
  link: 'https://marketing.example/webinars/wifi-7',
};
const PAST_WEBINAR = {
  content: { rendered: '<h5>Monday, March 3, 2025 | 10:00 AM EST</h5>' },
  title: { rendered: 'Survey basics' },
  link: 'https://marketing.example/webinars/basics',
};
const COURSE_CARD = {
  post_id: 7,
  card:
    '<div><h4>Wi-Fi Design Course</h4><p>Region: Europe</p><p>Dates: Jan 30 - Feb 02, 2099</p>' +
    '<p>Seats available: 8 seats</p><a class="btn" href="https://marketing.example/courses/design">Enroll</a></div>',
};
let webinars: unknown[];
let courses: { cards: unknown[] };

function analyticsTypes(): string[] {
  return fakeApi.requestsTo(analyticsEndpoints.recordAnalyticsEvent).map((request) => {
    const body = (request.body ?? {}) as { action?: { type?: string } };
    return body.action?.type ?? '';
  });
}

beforeEach(() => {
  webinars = [PAST_WEBINAR, FUTURE_WEBINAR];
  courses = { cards: [COURSE_CARD] };
  setSessionUser(fakeUser());
  fakeApi.on(marketingEndpoints.listWebinars, () => webinars);
  fakeApi.on(marketingEndpoints.listCourses, () => courses);
  fakeApi.on(analyticsEndpoints.recordAnalyticsEvent, () => null);
});

afterEach(() => {
  act(() => clearSession());
});

/** A server with every feature flag on (the server's default) unless `flags` turns some off. */
function renderHost(path = '/insights', flags: Partial<FeatureFlags> = {}) {
  const allOn = Object.fromEntries(FEATURE_FLAG_NAMES.map((flag) => [flag, true])) as FeatureFlags;
  return renderRoutes([{ path: '*', element: <WhatsNewHost /> }], path, {
    config: testConfig({
      marketingBaseUrl: 'https://marketing.example',
      featureFlags: { ...allOn, ...flags },
    }),
  });
}

describe('WhatsNewHost', { timeout: 20_000 }, () => {
  it('opens with the release notes and the marketing column; closing stores the version as seen', async () => {
    const user = userEvent.setup();
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: "What's new on Airlens" }, WAIT);
    const notes = within(dialog).getByRole('list', { name: 'Release notes' });
    expect(within(notes).getByRole('heading', { name: 'Secure one-time-password sharing' })).toBeTruthy();
    expect(within(notes).getAllByText('Sep 4, 2025').length).toBeGreaterThan(0);
    const column = await within(dialog).findByRole('complementary', { name: 'Webinars and courses' }, WAIT);
    const webinar = await within(column).findByRole('region', { name: 'Webinar' }, WAIT);
    expect(within(webinar).getByText('Designing for Wi-Fi 7')).toBeTruthy();
    const enroll = within(webinar).getByRole('link', { name: 'Enroll' });
    expect(enroll.getAttribute('href')).toBe('https://marketing.example/webinars/wifi-7');
    expect(enroll.getAttribute('target')).toBe('_blank');
    const course = within(column).getByRole('region', { name: 'Design course' });
    expect(within(course).getByText('Jan 30 - Feb 02, 2099')).toBeTruthy();
    expect(within(course).getByText('8 seats available')).toBeTruthy();
    expect(within(course).getByRole('link', { name: 'View course schedule' }).getAttribute('href')).toBe(
      'https://marketing.example/courses/design',
    );

    // The links open a new tab in a browser; the test DOM would try to fetch them.
    const stayHere = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayHere);
    await user.click(enroll);
    await user.click(within(course).getByRole('link', { name: 'View course schedule' }));
    await vi.waitFor(() =>
      expect(analyticsTypes()).toEqual(['whatsNewWebinarButtonClicked', 'whatsNewCoursesButtonClicked']),
    );
    document.removeEventListener('click', stayHere);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('whatsNewMenuSeen')).toBe('september-4-2025');
  });

  it('lists only the features this server has and closes by its footer action', async () => {
    const user = userEvent.setup();
    renderHost('/insights', { shareApi: false, cloudPlanner: false });
    const dialog = await screen.findByRole('dialog', { name: "What's new on Airlens" }, WAIT);
    const notes = within(dialog).getByRole('list', { name: 'Release notes' });
    expect(within(notes).queryByRole('heading', { name: 'Secure one-time-password sharing' })).toBeNull();
    expect(
      within(notes).queryByRole('heading', { name: 'Capacity planning and requirement pass rates' }),
    ).toBeNull();
    expect(within(notes).getByRole('heading', { name: 'SSO self-service for admins' })).toBeTruthy();
    expect(within(notes).getByRole('heading', { name: 'Custom reports' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('whatsNewMenuSeen')).toBe('september-4-2025');
  });

  it("labels a past webinar 'Watch now' and an undated feed 'Find webinars'", async () => {
    webinars = [PAST_WEBINAR];
    const first = renderHost();
    const dialog = await screen.findByRole('dialog', { name: "What's new on Airlens" }, WAIT);
    expect(await within(dialog).findByRole('link', { name: 'Watch now' }, WAIT)).toBeTruthy();
    first.unmount();

    webinars = [{ ...PAST_WEBINAR, content: { rendered: '<p>No date</p>' } }];
    courses = { cards: [] };
    renderHost();
    const next = await screen.findByRole('dialog', { name: "What's new on Airlens" }, WAIT);
    const find = await within(next).findByRole('link', { name: 'Find webinars' }, WAIT);
    expect(find.getAttribute('href')).toBe('https://marketing.example/webinars/');
  });

  it('hides the marketing column without a message when the feeds fail or are empty', async () => {
    webinars = [];
    courses = { cards: [] };
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: "What's new on Airlens" }, WAIT);
    await vi.waitFor(() => expect(within(dialog).queryByRole('complementary')).toBeNull());
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('stays closed once this release was seen, and on the consent and SAML paths', async () => {
    window.localStorage.setItem('whatsNewMenuSeen', 'september-4-2025');
    const first = renderHost();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    window.localStorage.removeItem('whatsNewMenuSeen');
    renderHost('/oauth2-consent');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
