import { describe, it, expect } from 'vitest';
import {
  DEFAULT_COURSE_TITLE,
  chooseCourse,
  chooseWebinar,
  parseCourseCard,
  parseCourseDates,
  parseWebinarDate,
  webinarButtonLabel,
} from './marketing';
import type { CourseCard, WebinarPost } from './marketing';

const NOW = new Date('2025-09-04T12:00:00Z');

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

describe('parseCourseDates', () => {
  it('parses a range within one month', () => {
    const dates = parseCourseDates('Jan 01 - 03, 2025');
    expect([iso(dates?.start), iso(dates?.end)]).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-01-03T00:00:00.000Z',
    ]);
  });

  it('parses a range across months', () => {
    const dates = parseCourseDates('Jan 30 - Feb 02, 2025');
    expect([iso(dates?.start), iso(dates?.end)]).toEqual([
      '2025-01-30T00:00:00.000Z',
      '2025-02-02T00:00:00.000Z',
    ]);
  });

  it('parses a range across New Year with the year of the end', () => {
    const dates = parseCourseDates('Dec 30 - Jan 02, 2026');
    expect([iso(dates?.start), iso(dates?.end)]).toEqual([
      '2025-12-30T00:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
    ]);
  });

  it('tolerates single digits, an en dash, extra spaces and lowercase', () => {
    expect(iso(parseCourseDates('  sep 8 – 10,2025 ')?.start)).toBe('2025-09-08T00:00:00.000Z');
  });

  it.each([
    '',
    'Jan 01, 2025',
    'January 01 - 03, 2025',
    'Jan 01 - 03 2025',
    'Foo 01 - 03, 2025',
    'Feb 30 - Mar 02, 2025',
    'Jan 05 - 03, 2025',
    'Jan 01 - 03, 25',
    'TBA',
  ])('rejects %j', (text) => {
    expect(parseCourseDates(text)).toBeNull();
  });
});

describe('parseWebinarDate', () => {
  it('reads the weekday heading date', () => {
    expect(iso(parseWebinarDate('<p>x</p><h5>Thursday, September 18, 2025 | Online</h5>'))).toBe(
      '2025-09-18T00:00:00.000Z',
    );
  });

  it('reads the time and zone after the bar', () => {
    expect(iso(parseWebinarDate('<h5>Tuesday, Oct 7, 2025 | 10:00 AM EST</h5>'))).toBe(
      '2025-10-07T15:00:00.000Z',
    );
    expect(iso(parseWebinarDate('<h5>Tuesday, Oct 7, 2025 | 3 PM CEST</h5>'))).toBe(
      '2025-10-07T13:00:00.000Z',
    );
    expect(iso(parseWebinarDate('<h5>Tuesday, Oct 7, 2025 | 12:30 am</h5>'))).toBe(
      '2025-10-07T00:30:00.000Z',
    );
  });

  it('reads a day-first date, nested markup and entities', () => {
    expect(
      iso(
        parseWebinarDate(
          '<h5 class="date"><strong>Wed,&nbsp;17th September 2025</strong> &#124; 14:00 UTC</h5>',
        ),
      ),
    ).toBe('2025-09-17T14:00:00.000Z');
  });

  it('uses the first h5 only', () => {
    expect(iso(parseWebinarDate('<h5>Speakers</h5><h5>Monday, September 1, 2025 |</h5>'))).toBeNull();
  });

  it.each([
    '<p>No heading</p>',
    '<h5>September 18, 2025 | Online</h5>',
    '<h5>Thursday, September 18, 2025</h5>',
    '<h5>Thursday, Smarch 18, 2025 | x</h5>',
    '<h5>Thursday, February 30, 2025 | x</h5>',
    '<h4>Thursday, September 18, 2025 | x</h4>',
  ])('skips %j', (html) => {
    expect(parseWebinarDate(html)).toBeNull();
  });
});

function post(heading: string | null, title: string, link: string): WebinarPost {
  return {
    content: { rendered: heading === null ? '<p>none</p>' : `<h5>${heading}</h5><p>Join us</p>` },
    title: { rendered: title },
    link,
  };
}

describe('chooseWebinar', () => {
  const past = post('Monday, September 1, 2025 | 10:00 UTC', 'Past one', 'https://w.example/past');
  const older = post('Friday, August 1, 2025 |', 'Older', 'https://w.example/older');
  const soon = post('Monday, September 8, 2025 |', 'Soon &amp; near', 'https://w.example/soon');
  const later = post('Wednesday, October 1, 2025 |', 'Later', 'https://w.example/later');
  const undated = post(null, 'Undated', 'https://w.example/undated');

  it('chooses the nearest future webinar', () => {
    expect(chooseWebinar([later, past, soon, undated], NOW)).toEqual({
      title: 'Soon & near',
      link: 'https://w.example/soon',
      date: new Date('2025-09-08T00:00:00Z'),
    });
  });

  it('chooses the most recent past webinar when none is upcoming', () => {
    expect(chooseWebinar([older, past, undated], NOW)?.link).toBe('https://w.example/past');
  });

  it('treats a webinar at exactly now as past', () => {
    const atNow = post('Thursday, September 4, 2025 | 12:00 UTC', 'Now', 'https://w.example/now');
    expect(chooseWebinar([atNow, older], NOW)?.link).toBe('https://w.example/now');
  });

  it('returns null when no webinar has a date', () => {
    expect(chooseWebinar([undated], NOW)).toBeNull();
    expect(chooseWebinar([], NOW)).toBeNull();
  });
});

describe('webinarButtonLabel', () => {
  it('reads Enroll for a future date', () => {
    expect(webinarButtonLabel(new Date('2025-09-04T12:00:01Z'), NOW)).toBe('Enroll');
  });

  it('reads Watch now for a past or current date', () => {
    expect(webinarButtonLabel(new Date('2025-09-04T11:59:59Z'), NOW)).toBe('Watch now');
    expect(webinarButtonLabel(NOW, NOW)).toBe('Watch now');
  });

  it('reads Find webinars without a date', () => {
    expect(webinarButtonLabel(null, NOW)).toBe('Find webinars');
  });
});

describe('parseCourseCard', () => {
  it('reads class-named fields', () => {
    const html = `
      <div class="course-card">
        <h3 class="course-title">Wi-Fi Design Bootcamp</h3>
        <span class="course-region">Europe</span>
        <span class="course-dates">Jan 30 - Feb 02, 2026</span>
        <span class="course-host">Jane Trainer</span>
        <span class="course-time">09:00 - 17:00 CET</span>
        <span class="seats">Seats available: 7 of 12</span>
        <p class="voucher">Voucher included</p>
        <a class="btn enroll" href="https://courses.example/design?id=1&amp;r=eu">Enroll</a>
      </div>`;
    expect(parseCourseCard(html)).toEqual({
      region: 'Europe',
      dates: 'Jan 30 - Feb 02, 2026',
      title: 'Wi-Fi Design Bootcamp',
      host: 'Jane Trainer',
      time: '09:00 - 17:00 CET',
      link: 'https://courses.example/design?id=1&r=eu',
      seatsAvailable: 7,
      voucherNote: 'Voucher included',
    });
  });

  it('reads labelled lines', () => {
    const html = `<div><p>Region: North America</p><p>Dates: Mar 03 - 05, 2026</p><p>Hosted by Sam Lee</p>
      <p>Time: 8am PT</p><p>Seats left: 3</p><p>Exam voucher worth $500 included</p>
      <a href="https://courses.example/na">Details</a></div>`;
    expect(parseCourseCard(html)).toEqual({
      region: 'North America',
      dates: 'Mar 03 - 05, 2026',
      title: DEFAULT_COURSE_TITLE,
      host: 'Sam Lee',
      time: '8am PT',
      link: 'https://courses.example/na',
      seatsAvailable: 3,
      voucherNote: 'Exam voucher worth $500 included',
    });
  });

  it('finds an unlabelled date and seats line and the first heading', () => {
    const card = parseCourseCard(
      '<h4>Advanced Design</h4><div>Apr 07 - 09, 2026</div><div>5 seats left</div>',
    );
    expect([card.title, card.dates, card.seatsAvailable]).toEqual([
      'Advanced Design',
      'Apr 07 - 09, 2026',
      5,
    ]);
  });

  it('yields the defaults for unknown markup', () => {
    expect(parseCourseCard('<section><img src="x.png"></section>')).toEqual({
      region: '',
      dates: '',
      title: 'Wi-Fi Design Course',
      host: '',
      time: '',
      link: '',
      seatsAvailable: 0,
      voucherNote: '',
    });
  });

  it('reads zero seats from a seats text without a number', () => {
    expect(parseCourseCard('<p>Seats: sold out</p>').seatsAvailable).toBe(0);
  });

  it('ignores javascript and relative links', () => {
    const card = parseCourseCard('<a href="javascript:alert(1)">x</a><a href="/local">y</a>');
    expect(card.link).toBe('');
  });

  it('prefers the button link over an earlier plain link', () => {
    const card = parseCourseCard(
      `<a href="https://courses.example/trainer">Trainer</a><a class="button" href='https://courses.example/enroll'>Go</a>`,
    );
    expect(card.link).toBe('https://courses.example/enroll');
  });
});

function card(dates: string, link = 'https://courses.example/c'): CourseCard {
  return { ...parseCourseCard(''), dates, link };
}

describe('chooseCourse', () => {
  it('chooses the first course with a future start and a link', () => {
    const chosen = chooseCourse(
      [
        card('Aug 01 - 03, 2025'),
        card('Oct 01 - 03, 2025', ''),
        card('Not a date'),
        card('Nov 10 - 12, 2025', 'https://courses.example/nov'),
        card('Oct 20 - 22, 2025', 'https://courses.example/oct'),
      ],
      NOW,
    );
    expect(chosen?.card.link).toBe('https://courses.example/nov');
    expect(iso(chosen?.dates.start)).toBe('2025-11-10T00:00:00.000Z');
  });

  it('skips a course that started today at midnight', () => {
    expect(chooseCourse([card('Sep 04 - 06, 2025')], NOW)).toBeNull();
  });

  it('accepts a course starting tomorrow', () => {
    expect(chooseCourse([card('Sep 05 - 06, 2025')], NOW)?.card.dates).toBe('Sep 05 - 06, 2025');
  });

  it('returns null for no cards', () => {
    expect(chooseCourse([], NOW)).toBeNull();
  });
});
