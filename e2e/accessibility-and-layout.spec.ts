import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings, horizontalOverflow, iconNamedElements } from './support/axe';
import { BASE_URL } from './support/env';
import { apiOf, call, menuEntry, placeWithCleaner, signUp } from './support/journey';
import { stopMotion } from './support/motion';
import { noticeSentTo } from './support/outbox';
import { reviewShot } from './support/review';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;
const THEMES = ['light', 'dark'] as const;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Workspace {
  owner: StorageState;
  cleaner: StorageState;
  guestPath: string;
  cafe: string;
  rental: string;
  hall: string;
  job: string;
  problem: string;
  /** The contractor's page of the problem (/fix/<token>), from the link the outbox sent. */
  contractorPath: string;
}

/** One screen to check: who looks at it, where, and the heading that says it has loaded. */
interface Screen {
  name: string;
  who: 'owner' | 'cleaner' | 'nobody';
  path: (w: Workspace) => string;
  heading: string | RegExp;
  /** A step after loading, such as opening the profile drawer. */
  open?: (page: Page) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  { name: 'sign-in', who: 'nobody', path: () => '/', heading: 'Welcome to CleanOps' },
  { name: 'sign-in-email', who: 'nobody', path: () => '/login/email', heading: 'Sign in with e-mail' },
  { name: 'guest', who: 'nobody', path: (w) => w.guestPath, heading: 'Hall' },
  { name: 'locations', who: 'owner', path: () => '/locations', heading: 'Locations' },
  { name: 'readiness', who: 'owner', path: () => '/readiness', heading: 'Readiness' },
  { name: 'location', who: 'owner', path: (w) => `/locations/${w.cafe}`, heading: 'Cafe Central' },
  {
    name: 'rental',
    who: 'owner',
    path: (w) => `/locations/${w.rental}`,
    heading: 'Abay 10, apartment 5 with a long name',
  },
  {
    name: 'location-settings',
    who: 'owner',
    path: (w) => `/locations/${w.cafe}/settings`,
    heading: /Location settings|Cafe Central/,
  },
  { name: 'room', who: 'owner', path: (w) => `/locations/${w.cafe}/rooms/${w.hall}`, heading: 'Hall' },
  { name: 'checklists', who: 'owner', path: () => '/checklists', heading: 'Checklists' },
  { name: 'teams', who: 'owner', path: () => '/teams', heading: 'Teams' },
  { name: 'employees', who: 'owner', path: () => '/employees', heading: 'Employees' },
  { name: 'tasks-all', who: 'owner', path: () => '/tasks/all', heading: 'Tasks' },
  { name: 'tasks-regular', who: 'owner', path: () => '/tasks/all?tab=regular', heading: 'Tasks' },
  { name: 'tasks-photos', who: 'owner', path: () => '/tasks/all?tab=photos', heading: 'Tasks' },
  { name: 'task-editor', who: 'owner', path: () => '/tasks/new', heading: 'New task' },
  { name: 'job', who: 'owner', path: (w) => `/tasks/jobs/${w.job}`, heading: 'Spill at the entrance' },
  { name: 'complaints', who: 'owner', path: () => '/complaints', heading: 'Complaints and reviews' },
  { name: 'problems', who: 'owner', path: () => '/problems', heading: 'Problems' },
  { name: 'problem', who: 'owner', path: (w) => `/problems/${w.problem}`, heading: 'Damage' },
  { name: 'contractor', who: 'nobody', path: (w) => w.contractorPath, heading: 'Damage' },
  { name: 'subscription', who: 'owner', path: () => '/subscription', heading: 'Subscription' },
  { name: 'integrations', who: 'owner', path: () => '/integrations', heading: 'Integrations' },
  {
    name: 'locations-import',
    who: 'owner',
    path: () => '/locations/import',
    heading: 'Import locations from a spreadsheet',
  },
  {
    name: 'employees-import',
    who: 'owner',
    path: () => '/employees/import',
    heading: 'Invite employees from a spreadsheet',
  },
  {
    name: 'profile',
    who: 'owner',
    path: () => '/locations',
    heading: 'Locations',
    open: async (page) => {
      await page.getByRole('button', { name: 'Profile and settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
    },
  },
  { name: 'my-work', who: 'cleaner', path: () => '/tasks/mine', heading: 'My work' },
  {
    name: 'cleaner-job',
    who: 'cleaner',
    path: (w) => `/tasks/jobs/${w.job}`,
    heading: 'Spill at the entrance',
  },
];

/** The saved sign-in of a page, with the UI store's theme set as the profile switch would set it. */
function withTheme(state: StorageState | undefined, dark: boolean): StorageState {
  const ui = {
    name: 'cleanops-ui',
    value: JSON.stringify({ state: { siderWidth: 16, siderCollapsed: false, isDarkMode: dark }, version: 1 }),
  };
  const origins = (state?.origins ?? []).map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter((item) => item.name !== 'cleanops-ui'),
  }));
  const own = origins.find((origin) => origin.origin === BASE_URL);
  if (own) own.localStorage.push(ui);
  else origins.push({ origin: BASE_URL, localStorage: [ui] });
  return { cookies: state?.cookies ?? [], origins };
}

/**
 * An owner's realistic first week: a cafe with rooms and a team, a rental with a long name, a
 * checklist, a cleaner hired, one-time and regular tasks with long titles, guests' complaints and a
 * pending invitation, so every list has rows and every page has something to show.
 */
async function buildWorkspace(browser: Browser): Promise<Workspace> {
  const stamp = Date.now();
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUp(owner, `a11y-owner-${stamp}@example.test`, 'Dana', 'Owner');
  await expect(menuEntry(owner, 'Tasks')).toBeVisible();
  const cleanerEmail = `a11y-cleaner-with-a-rather-long-address-${stamp}@example.test`;
  const { ownerApi, location, hall, team, hireCleaner } = await placeWithCleaner(owner, cleanerEmail);
  const cleanerContext = await browser.newContext();
  const cleaner = await cleanerContext.newPage();
  await signUp(cleaner, cleanerEmail, 'Aida', 'Cleaner');
  await hireCleaner(cleaner);

  const rental = await call<{ id: string }>(ownerApi, 'post', '/api/locations', {
    title: 'Abay 10, apartment 5 with a long name',
    address: 'Abay Avenue 10, apartment 5, Medeu district, Almaty, 050000',
    type: 'rental',
    timezone: 'Asia/Almaty',
    checkoutTime: '12:00',
    cleaningDuration: 360,
    recleanAfter: 15,
    // Every requirement, so the rules card shows its longest tags (Russian "Отсканировать QR-код").
    requirePhoto: true,
    requireReport: true,
    requireScan: true,
    state: 'dirty',
  });
  await call(ownerApi, 'post', `/api/locations/${rental.id}/rooms`, { name: 'Bedroom' });
  await call(ownerApi, 'post', '/api/checklists', {
    name: 'Hall daily cleaning',
    items: [{ text: 'Wipe the tables' }, { text: 'Mop the floor' }, { text: 'Empty the bins' }],
  });
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Spill at the entrance',
    roomIds: [hall.id],
    teamIds: [team.id],
    emergency: true,
    checklist: [{ text: 'Mop the floor' }],
    photosAfter: true,
  });
  const today = new Date().toISOString().slice(0, 10);
  await call(ownerApi, 'post', '/api/tasks', {
    kind: 'recurring',
    locationId: location.id,
    title: 'Deep cleaning of the kitchen and the hall before the evening rush',
    roomIds: [hall.id],
    teamIds: [team.id],
    schedule: { frequency: 'daily', startDate: today, startTime: '09:00', endTime: '18:00' },
  });
  await call(ownerApi, 'post', '/api/invite', {
    contacts: [{ email: `a11y-pending-${stamp}@example.test` }],
    role: 'manager',
  });
  const guestPath = new URL(hall.publicUrl).pathname;
  const token = guestPath.split('/').pop();
  const review = await ownerApi.post(`/api/public/rooms/${token}/complaints`, {
    multipart: { rating: '2', text: 'Sticky tables and no napkins at the window.' },
  });
  expect(review.ok(), await review.text()).toBeTruthy();
  await call(ownerApi, 'post', '/api/complaints', {
    roomId: hall.id,
    rating: 5,
    text: 'Spotless, thank you!',
    source: 'google',
  });
  const jobs = await call<{ items: { id: string; title: string }[] }>(
    await apiOf(owner),
    'get',
    '/api/occurrences?pageSize=50',
  );
  const job = jobs.items.find((item) => item.title === 'Spill at the entrance');
  expect(job).toBeTruthy();

  // A blocking problem of the rental, with a photo, sent to a contractor by e-mail.
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a97' } })
    .jpeg()
    .toBuffer();
  const upload = await ownerApi.post('/api/uploads', {
    multipart: { file: { name: 'sofa.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const photo = (await upload.json()) as { id: string };
  const problem = await call<{ id: string }>(ownerApi, 'post', '/api/problems', {
    locationId: rental.id,
    kind: 'damage',
    severity: 'blocks_use',
    text: 'The sofa leg is broken and the sofa tips over when someone sits on its left side',
    photoIds: [photo.id],
  });
  const contractorEmail = `a11y-contractor-${stamp}@example.test`;
  await call(ownerApi, 'post', `/api/problems/${problem.id}/contractor`, {
    name: 'Serik Furniture Repairs',
    channel: 'email',
    address: contractorEmail,
    language: 'en',
    accessNotes: 'The key is with the concierge on the ground floor; call +77011234567 first.',
  });
  const message = await noticeSentTo(contractorEmail, 'problem_link');
  const contractorPath = new URL(/https?:\/\/\S+\/fix\/[\w-]+/.exec(message)![0]).pathname;

  const workspace: Workspace = {
    owner: await ownerContext.storageState(),
    cleaner: await cleanerContext.storageState(),
    guestPath,
    cafe: location.id,
    rental: rental.id,
    hall: hall.id,
    job: job!.id,
    problem: problem.id,
    contractorPath,
  };
  await ownerContext.close();
  await cleanerContext.close();
  return workspace;
}

/** Waits until the page shows its content, not a skeleton or a spinner, and stops moving. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(
    page.locator('.kit-skeleton, .ant-spin-spinning, .app-row-cards[aria-busy="true"]'),
  ).toHaveCount(0);
  await stopMotion(page);
  await page.evaluate(() => document.fonts.ready);
}

let workspace: Workspace;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  workspace = await buildWorkspace(browser);
});

for (const themeName of THEMES) {
  for (const size of SIZES) {
    test(`every main page in the ${themeName} theme on a ${size.name} passes axe, names no icon and fits the width`, async ({
      browser,
    }) => {
      // Every page above, each with axe and a full-page screenshot, on a shared 2-core machine.
      test.setTimeout(600_000);
      const contexts = new Map<Screen['who'], Page>();
      for (const who of ['owner', 'cleaner', 'nobody'] as const) {
        const context = await browser.newContext({
          viewport: size.viewport,
          isMobile: size.phone,
          hasTouch: size.phone,
          storageState: withTheme(who === 'nobody' ? undefined : workspace[who], themeName === 'dark'),
        });
        contexts.set(who, await context.newPage());
      }
      for (const screen of SCREENS) {
        const page = contexts.get(screen.who)!;
        await test.step(screen.name, async () => {
          await page.goto(screen.path(workspace));
          await settle(page, screen.heading);
          await screen.open?.(page);
          if (themeName === 'dark') await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
          await reviewShot(page, `${themeName}-${size.name}/${screen.name}`, { fullPage: true });
          expect.soft(await axeFindings(page), `axe on ${screen.name}`).toEqual([]);
          expect.soft(await horizontalOverflow(page), `overflow on ${screen.name}`).toEqual([]);
          expect.soft(await iconNamedElements(page), `icon names on ${screen.name}`).toEqual([]);
        });
      }
      for (const page of contexts.values()) await page.context().close();
    });
  }
}

/** Whether two boxes share any area (touching edges do not count). */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type Box = { x: number; y: number; width: number; height: number };

test('complaint cards hold their buttons and say review or complaint; a Russian location fits the width', async ({
  browser,
}) => {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: size.viewport,
      isMobile: size.phone,
      hasTouch: size.phone,
      storageState: withTheme(workspace.owner, false),
    });
    const page = await context.newPage();
    await page.goto('/complaints');
    await settle(page, 'Complaints and reviews');
    const cards = page.getByTestId('complaint');
    await expect(cards).toHaveCount(2);
    // The 5★ thank-you is a review, the 2★ one a complaint (contracts complaintKind).
    await expect(cards.filter({ hasText: 'Spotless' }).getByTestId('complaint-kind')).toHaveText('Review');
    await expect(cards.filter({ hasText: 'Sticky tables' }).getByTestId('complaint-kind')).toHaveText(
      'Complaint',
    );
    const boxes: Box[] = [];
    for (const card of await cards.all()) boxes.push((await card.boundingBox())!);
    for (const [index, card] of (await cards.all()).entries()) {
      for (const button of await card.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        const own = boxes[index]!;
        // Inside its own card, and over no other.
        expect(box.y + box.height, `${size.name}: a button below its card`).toBeLessThanOrEqual(
          own.y + own.height,
        );
        expect(box.x + box.width).toBeLessThanOrEqual(own.x + own.width);
        for (const [other, otherBox] of boxes.entries()) {
          if (other !== index)
            expect(overlap(box, otherBox), `${size.name}: a button over another card`).toBe(false);
        }
      }
    }

    // In Russian the location's rules card wraps its longest tag instead of widening the page.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ru'));
    await page.goto(`/locations/${workspace.rental}`);
    await settle(page, 'Abay 10, apartment 5 with a long name');
    await expect(page.getByText('Отсканировать QR-код').first()).toBeVisible();
    expect(await horizontalOverflow(page), `${size.name} in Russian`).toEqual([]);
    await context.close();
  }
});

test('a keyboard reaches the content first, and a screen reader hears rooms, headings and stars', async ({
  browser,
}) => {
  // Signed in: the first Tab offers the skip link, which moves focus into the main content.
  const signedIn = await browser.newContext({ storageState: withTheme(workspace.owner, false) });
  const owner = await signedIn.newPage();
  await owner.goto('/locations');
  await settle(owner, 'Locations');
  await owner.keyboard.press('Tab');
  const skip = owner.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('main')).toBeFocused();
  await signedIn.close();

  // Signed out on a large screen: the form comes before the carousel's dots, and they show focus.
  const signedOut = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await signedOut.newPage();
  await visitor.goto('/');
  await settle(visitor, 'Welcome to CleanOps');
  for (let stop = 0; stop < 3; stop++) {
    await visitor.keyboard.press('Tab');
    expect(await visitor.evaluate(() => document.activeElement?.closest('.slick-dots') !== null)).toBe(false);
  }
  const dot = visitor.locator('.slick-dots button').first();
  await dot.focus();
  await visitor.keyboard.press('Shift+Tab');
  await visitor.keyboard.press('Tab');
  await expect(dot).toBeFocused();
  expect(await dot.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

  // The guest's page: one main landmark, the room as its h1, headings in order, named stars.
  await visitor.goto(workspace.guestPath);
  await expect(visitor.getByRole('main')).toHaveCount(1);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Hall');
  const levels = await visitor
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
  const stars = visitor.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio');
  await expect(stars).toHaveCount(5);
  await stars.nth(1).click();
  await expect(visitor.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
  await signedOut.close();
});
