import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { amsterdamDate } from '../../src/shared/amsterdam-time';
import { INTERVIEW_WHERE_TEXTS, isInterviewDay } from '../../src/shared/interviews';
import { longDate, monthOf, shiftDate } from '../../src/client/features/expert/month';
import { buddyFormFields, pngImage } from '../support/auth-helpers';
import {
  createLearner,
  DEMO_PASSWORD,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  expectPath,
  noToasts,
  PHONE,
  screenshot,
  signIn,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

/** The expert's video-call link in this journey (a test address, reset at the end). */
const CALL_LINK = 'https://meet.example.com/buddies-interviews';

/**
 * A new buddy applies, and the moderator sends them to the learning expert (both by API); the
 * buddy's email.
 */
async function candidateWithExpert(page: Page, name: string): Promise<string> {
  const fields = buddyFormFields({ fullName: name });
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    for (const one of [value].flat()) form.append(field, one);
  }
  // A photo, as the listed buddies have: the landing page's cards show one each.
  form.append(
    'profilePhoto',
    new Blob([new Uint8Array(await pngImage(256, 256))], { type: 'image/png' }),
    'photo.png',
  );
  expect((await page.request.post('/api/register/buddy', { multipart: form })).ok()).toBe(true);
  const login = await page.request.post('/api/login', {
    data: { email: 'moderator@buddies.local', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const pending = await page.request.get('/api/users?role=buddy&status=pending&limit=100', {
    headers,
  });
  const buddy = ((await pending.json()) as { id: string; fullName: string }[]).find(
    (user) => user.fullName === name,
  )!;
  const reviewed = await page.request.post(`/api/moderator/review-profile/${buddy.id}`, {
    headers,
    data: { approved: true, notes: 'Lively description; check the Dutch level' },
  });
  expect(reviewed.ok()).toBe(true);
  return fields.email as string;
}

/**
 * The first day from tomorrow that can hold interviews (a weekday), as the calendar names it:
 * today's slots may all have passed on the demo's real clock.
 */
function nextInterviewDay() {
  const now = new Date();
  let day = shiftDate(amsterdamDate(now), 1);
  while (!isInterviewDay(day, now)) day = shiftDate(day, 1);
  return day;
}

/**
 * The first time still free, as its label (the radio itself is visually hidden): among the day's
 * times, not the place's choices below them, which are radios too.
 */
const firstFreeTime = (page: Page, dialog: Locator) =>
  dialog
    .getByRole('group', { name: /^Times on / })
    .locator('label')
    .filter({ has: page.getByRole('radio', { disabled: false }) })
    .first();

describe('the learning expert dashboard', () => {
  it('interviews a candidate the moderator sent on, approves them, and learners find them', async () => {
    const { page, context } = await browser.newPage(DESKTOP);
    const name = `Abel Interviewed ${Date.now() % 100000}`;
    const email = await candidateWithExpert(page, name);

    await page.goto('/login');
    await page.getByLabel('Email').fill('expert@buddies.local');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectPath(page, '/expert/dashboard');
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: 'Learning Expert Dashboard' }).count(),
      )
      .toBe(1);
    const details = page.getByRole('button', { name: `Details: ${name}` });
    await expect.poll(() => details.count()).toBe(1);
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: details })
        .getByText('With Learning Expert')
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'expert-profiles');

    // The expert's usual place for interviews: a video-call link, which must be https.
    const usual = page.getByRole('group', {
      name: 'Your usual place, given to each new invitation',
    });
    const saveUsual = async (message: string) => {
      await page.getByRole('button', { name: 'Save place' }).click();
      await expect.poll(() => page.getByText(message).count()).toBe(1);
    };
    await usual.getByLabel('Video call', { exact: true }).check();
    await usual.getByLabel('Video-call link').fill('http://meet.example.com/buddies-interviews');
    await saveUsual(INTERVIEW_WHERE_TEXTS.linkInvalid);
    await usual.getByLabel('Video-call link').fill(CALL_LINK);
    await saveUsual('Place saved: your next invitations give it');
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'expert-usual-place', false);

    // The detail: application, the moderator's notes, the history.
    await details.click();
    const detail = page.getByRole('dialog', { name });
    await expect
      .poll(() => detail.getByText('Lively description; check the Dutch level').count())
      .toBeGreaterThan(0);
    expect(await detail.getByText('Coffee Chats · €30/hour').count()).toBe(1);
    expect(await detail.getByText('No interview scheduled yet.').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'expert-detail', false);

    // Scheduling: the calendar starts at this month; the day is chosen with the keyboard.
    await detail.getByRole('button', { name: 'Schedule interview' }).click();
    const scheduling = page.getByRole('dialog', { name: `Interview with ${name}` });
    const calendar = scheduling.getByRole('grid');
    await expect.poll(() => calendar.count()).toBe(1);
    const day = nextInterviewDay();
    if (monthOf(day) !== monthOf(amsterdamDate(new Date()))) {
      await scheduling.getByRole('button', { name: 'Next month' }).click();
    }
    // The day's name may say it holds interviews already (the demo's, on the next weekday).
    const dayButton = calendar.getByRole('button', { name: new RegExp(`^${longDate(day)}`) });
    await dayButton.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(
      shiftDate(day, 1),
    );
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const free = firstFreeTime(page, scheduling);
    await expect.poll(() => free.count()).toBe(1);
    const time = await free.innerText();
    await free.click();
    // The invitation gives the usual place unless the expert changes it here.
    expect(await scheduling.getByLabel('Video-call link').inputValue()).toBe(CALL_LINK);
    expect(await scheduling.getByText('Amsterdam time').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'expert-scheduling', false);
    await scheduling.getByRole('button', { name: 'Send invitation' }).click();
    // What the invitation did, as the detail keeps it: a poll for its toast (one toast at a time)
    // missed it in 2 of 4 runs on a busy machine, for a cause not yet found.
    await expect.poll(() => scheduling.count()).toBe(0);
    await expect
      .poll(() => detail.getByText(`Scheduled: ${longDate(day)}, ${time}–`).count())
      .toBe(1);
    expect(await detail.getByText('Interview Scheduled', { exact: true }).count()).toBe(1);
    expect(await detail.getByText(`Video call: ${CALL_LINK}`).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);

    // The same screens on a phone.
    await page.setViewportSize(PHONE);
    await noToasts(page);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'expert-profiles-phone');
    await details.click();
    await expect.poll(() => detail.getByRole('button', { name: 'Reschedule' }).count()).toBe(1);
    await expectAccessible(page);
    // The interview and the expert's next steps, at the dialog's end.
    await detail.getByLabel('Feedback').scrollIntoViewIfNeeded();
    await screenshot(page, 'expert-detail-phone', false);
    // Moving the interview to the day's next free time, on the phone.
    await detail.getByRole('button', { name: 'Reschedule' }).click();
    const moving = page.getByRole('dialog', { name: `Interview with ${name}` });
    await expect.poll(() => moving.getByRole('grid').count()).toBe(1);
    // The focus starts on a day of the calendar, as in a date picker.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-date')))
      .toBe(true);
    expect(await moving.getByText(`Now: ${longDate(day)}, ${time}–`).count()).toBe(1);
    if (monthOf(day) !== monthOf(amsterdamDate(new Date()))) {
      await moving.getByRole('button', { name: 'Next month' }).click();
    }
    // The day holding the interview is marked in the calendar.
    await expect
      .poll(() =>
        moving
          .getByRole('button', {
            name: new RegExp(`^${longDate(day)}, holds [1-9]\\d* of your interviews?$`),
          })
          .count(),
      )
      .toBe(1);
    await moving.getByRole('button', { name: new RegExp(`^${longDate(day)}`) }).click();
    const later = firstFreeTime(page, moving);
    await expect.poll(() => later.count()).toBe(1);
    const newTime = await later.innerText();
    await later.click();
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'expert-scheduling-phone', false);
    await moving.getByRole('button', { name: 'Move interview' }).click();
    await expect
      .poll(() => page.getByText(`Interview moved to ${longDate(day)}, ${newTime}`).count())
      .toBe(1);
    await expect
      .poll(() => detail.getByText(`Scheduled: ${longDate(day)}, ${newTime}–`).count())
      .toBe(1);

    // The buddy's dashboard says when, on their phone.
    const buddy = await browser.newPage(PHONE);
    await signIn(buddy.page, email, buddyFormFields().password as string);
    await buddy.page.goto('/buddy/dashboard');
    const when = new RegExp(`^Your interview with a learning expert: .+, ${newTime} \\(Amsterdam`);
    await expect.poll(() => buddy.page.getByText(when).count()).toBe(1);
    expect(await buddy.page.getByRole('link', { name: CALL_LINK }).count()).toBe(1);
    await expectAccessible(buddy.page);
    await screenshot(buddy.page, 'expert-buddy-interview', false);

    // Cancelling asks first.
    await detail.getByRole('button', { name: 'Cancel interview' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this interview?' });
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.getByRole('button', { name: 'Keep interview' }).click();
    await expect.poll(() => confirm.count()).toBe(0);

    // Completing: feedback is required, then the approval.
    await detail.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => detail.getByText('Please write your feedback').count()).toBe(1);
    await detail.getByLabel('Feedback').fill('Warm, clear English; knows the city well.');
    await detail.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => page.getByText('Buddy approved: their profile is live').count())
      .toBe(1);
    await expect.poll(() => detail.count()).toBe(0);
    // Decided before the planned time: the interview is recorded as held now (decision 044), and
    // the buddy stays in the expert's history with the decision.
    const row = page.getByRole('listitem').filter({ has: details });
    await expect.poll(() => row.getByText(/^Interview held: .+ · Approved$/).count()).toBe(1);
    await page.getByLabel('Show').selectOption({ label: 'Interview Completed' });
    await expect.poll(() => row.getByText('Profile Active').count()).toBe(1);
    await page.getByLabel('Show').selectOption({ label: 'Interview Scheduled' });
    await expect.poll(() => details.count()).toBe(0);
    await page.getByLabel('Show').selectOption({ label: 'Interview Completed' });
    await noToasts(page);
    await details.click();
    await expect.poll(() => detail.getByText('Decision: Approved').count()).toBe(1);
    expect(await detail.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'expert-history-phone', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
    // The demo expert's usual place back to none, as the other journeys expect.
    await usual.getByLabel('Not given').check();
    await saveUsual('Place saved: your next invitations give it');
    await buddy.page.reload();
    await expect.poll(() => buddy.page.getByRole('tab', { name: 'My Profile' }).count()).toBe(1);
    expect(await buddy.page.getByText(when).count()).toBe(0);
    await buddy.context.close();

    // Learners (decision 064): the expert finds a new learner by name and pins the buddy just
    // approved, found by name, first in their matches with a note.
    const learnerName = `Lieke Steered ${Date.now() % 100000}`;
    await createLearner(page, `lieke-${Date.now()}@example.com`, DEMO_PASSWORD, learnerName);
    await page.setViewportSize(DESKTOP);
    await noToasts(page);
    await page.getByRole('tab', { name: 'Learners' }).click();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(learnerName);
    const openMatches = page.getByRole('button', { name: `Matches: ${learnerName}` });
    await expect.poll(() => openMatches.count()).toBe(1);
    expect(await page.getByRole('listitem').filter({ has: openMatches }).textContent()).toContain(
      'Practises English',
    );
    await expectAccessible(page);
    await screenshot(page, 'expert-learners');
    await openMatches.click();
    const panel = page.getByRole('dialog', { name: learnerName });
    const another = panel.getByRole('form', { name: 'Pin another buddy' });
    await another.getByRole('searchbox', { name: 'Find a buddy by name' }).fill(name);
    const found = another.getByRole('radio', { name: new RegExp(name) });
    await expect.poll(() => found.count()).toBe(1);
    expect(await another.getByRole('status').textContent()).toBe('1 buddy found.');
    await expectAccessible(page);
    await screenshot(page, 'expert-buddy-picker', false);
    await found.check();
    const note = 'Abel knows the city well: ask him about the markets.';
    await another.getByLabel('Note for the learner').fill(note);
    await another.getByRole('button', { name: 'Pin with this note' }).click();
    await expect
      .poll(() =>
        page.getByText('Pinned: the learner sees the buddy first, with your note').count(),
      )
      .toBe(1);
    const shownNow = panel.getByRole('list', { name: 'Shown now' }).getByRole('listitem');
    await expect.poll(() => shownNow.first().getByRole('link').first().textContent()).toBe(name);
    const steered = panel.getByRole('list', { name: 'Pinned and hidden' }).getByRole('listitem');
    await expect.poll(() => steered.count()).toBe(1);
    expect(await steered.textContent()).toContain(note);
    await noToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'expert-learner-matches', false);
    await page.setViewportSize(PHONE);
    await expect.poll(() => panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'expert-learner-matches-phone', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'expert-learners-phone');

    // A learner finds the new buddy; the expert's dashboard is not theirs.
    await signIn(page, 'learner@buddies.local', DEMO_PASSWORD);
    await page.goto('/expert/dashboard');
    await expectPath(page, '/learner/dashboard');
    await page.goto('/buddies');
    await expect.poll(() => page.getByText(name).count()).toBeGreaterThan(0);
    await context.close();
  });
});
