import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleMessages } from '../../../../contract/vehicles/messages';
import type { MotHistory, MotTest } from '../../../../contract/vehicles/schemas';
import { MotHistoryModal } from '../../../../src/features/vehicles/components/mot-history-modal';
import { marks } from '../../../../src/features/vehicles/components/mot-mileage-chart';
import { vehicleModals } from '../../../../src/features/vehicles/vehicle-modals';
import { claims, fakeApi, json, problem, storeBearerSession, userRecord, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const MOT = '/storefront/vehicle-search/vehicle-mot-history';

const focus = userRecord({
  id: 'u1',
  vehicleDetails: [
    { name: 'VRM', value: 'WB19KFD' },
    { name: 'Make', value: 'Ford' },
    { name: 'Model', value: 'Focus Mk4' },
  ],
});

function motTest(overrides: Partial<MotTest>): MotTest {
  return {
    completedDate: '2024-03-10T11:32:05.000Z',
    testResult: 'PASSED',
    expiryDate: '2025-03-09',
    odometerValue: '50000',
    odometerUnit: 'MI',
    odometerResultType: 'READ',
    motTestNumber: '100000000000',
    registrationAtTimeOfTest: 'WB19KFD',
    dataSource: 'DVSA',
    defects: [],
    ...overrides,
  };
}

// Deliberately not newest first: the modal orders them itself.
const history: MotHistory = {
  vrm: 'WB19KFD',
  make: 'FORD',
  model: 'FOCUS',
  motTestDueDate: null,
  hasOutstandingRecall: 'No',
  motHistory: [
    motTest({
      completedDate: '2022-03-11T09:00:00.000Z',
      expiryDate: '2023-03-09',
      odometerValue: '40000',
      odometerUnit: 'KM',
      motTestNumber: '222222222222',
    }),
    motTest({
      completedDate: '2024-03-10T11:32:05.000Z',
      expiryDate: '2025-03-09',
      odometerValue: '104512',
      motTestNumber: '444444444444',
      defects: [
        { text: 'Nearside front tyre worn close to legal limit', type: 'ADVISORY', dangerous: false },
        { text: 'Offside rear brake pipe corroded', type: 'MINOR', dangerous: false },
      ],
    }),
    motTest({
      completedDate: '2024-03-02T10:15:00.000Z',
      testResult: 'FAILED',
      expiryDate: null,
      odometerValue: null,
      odometerUnit: null,
      odometerResultType: 'UNREADABLE',
      motTestNumber: '333333333333',
      defects: [
        { text: 'Headlamp aim too low', type: 'MINOR', dangerous: false },
        { text: 'Wiper blade defective', type: 'USER ENTERED', dangerous: false },
        { text: 'Brake pipe excessively corroded', type: 'MAJOR', dangerous: true },
        { text: 'Front brake disc excessively worn', type: 'DANGEROUS', dangerous: true },
        { text: 'Oil leak', type: 'ADVISORY', dangerous: false },
      ],
    }),
    motTest({
      completedDate: '2023-03-08T14:00:00.000Z',
      expiryDate: '2024-03-09',
      odometerValue: '61250',
      motTestNumber: '111111111111',
    }),
  ],
};

function openModal() {
  act(() => vehicleModals.open('mot-history'));
}

beforeEach(() => {
  useBearerMode();
  storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  // The chart library needs a canvas and matchMedia, which jsdom lacks: it says so and the table stays.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  act(() => vehicleModals.closeAll());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MOT history modal', () => {
  it('shows the active vehicle’s tests newest first, each with its defects by type', async () => {
    const api = fakeApi({
      'GET /users/u1': () => json(focus),
      [`GET ${MOT}?vrm=WB19KFD`]: () => json(history),
    });
    renderAt(<MotHistoryModal />);
    openModal();

    const dialog = await screen.findByRole('dialog', { name: 'MOT history' });
    expect(await within(dialog).findByRole('heading', { name: 'WB19 KFD FORD FOCUS' })).toBeTruthy();
    expect(api.callsTo(`GET ${MOT}?vrm=WB19KFD`)).toHaveLength(1);

    const tests = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('mot-test'));
    expect(tests.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual([
      '✓Passed10/03/2024',
      '✗Failed02/03/2024',
      '✓Passed08/03/2023',
      '✓Passed11/03/2022',
    ]);
    const [latest, failed, , oldest] = tests as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(latest.textContent).toContain('104,512 miles');
    expect(latest.textContent).toContain('Expiry09/03/2025');
    expect(latest.textContent).toContain('Test number444444444444');
    expect(latest.className).toContain('mot-test--passed');
    expect(oldest.textContent).toContain('40,000 km');

    expect(failed.className).toContain('mot-test--failed');
    expect(failed.textContent).toContain('Unreadable');
    expect(failed.textContent).not.toContain('Expiry');
    const groups = within(failed)
      .getAllByRole('heading', { level: 5 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Dangerous (1)', 'Major (1)', 'Minor (1)', 'Advisory (1)', 'User entered (1)']);
    const major = within(failed).getByText('Brake pipe excessively corroded');
    expect(within(major).getByText('Dangerous')).toBeTruthy();
    expect(within(failed).getByText('Front brake disc excessively worn')).toBeTruthy();
  });

  it('charts the mileage in miles with a text summary and a table of the readings', async () => {
    fakeApi({ 'GET /users/u1': () => json(focus), [`GET ${MOT}?vrm=WB19KFD`]: () => json(history) });
    renderAt(<MotHistoryModal />);
    openModal();

    const chart = await screen.findByRole('img', {
      name: 'Mileage at 3 MOT tests, from 24,855 miles on 11/03/2022 to 104,512 miles on 10/03/2024.',
    });
    expect(chart).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Mileage at each MOT test, oldest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['11/03/2022', '24,855 miles', 'Passed'],
      ['08/03/2023', '61,250 miles', 'Passed'],
      ['10/03/2024', '104,512 miles', 'Passed'],
    ]);
  });

  it('shows a failed test and its retest days later both, in the table and on the chart', async () => {
    const retested: MotHistory = {
      ...history,
      motHistory: [
        motTest({ completedDate: '2023-03-08T14:00:00.000Z', odometerValue: '61250', motTestNumber: '111111111111' }),
        motTest({
          completedDate: '2024-03-09T09:00:00.000Z',
          testResult: 'FAILED',
          expiryDate: null,
          odometerValue: '70100',
          motTestNumber: '222222222222',
        }),
        motTest({ completedDate: '2024-03-10T11:32:05.000Z', odometerValue: '70104', motTestNumber: '333333333333' }),
      ],
    };
    fakeApi({ 'GET /users/u1': () => json(focus), [`GET ${MOT}?vrm=WB19KFD`]: () => json(retested) });
    renderAt(<MotHistoryModal />);
    openModal();

    const table = await screen.findByRole('table', { name: 'Mileage at each MOT test, oldest first' });
    const results = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(results).toEqual([
      ['08/03/2023', '61,250 miles', 'Passed'],
      ['09/03/2024', '70,100 miles', 'Failed'],
      ['10/03/2024', '70,104 miles', 'Passed'],
    ]);
    // A day apart, on a chart of years they share a spot: the failed ring's hollow inside is wider
    // than the passed dot, so the ring goes round the dot and neither hides the other.
    const ringInside = marks.failed.size / 2 - marks.failed.width;
    expect(ringInside).toBeGreaterThan(marks.passed.size / 2);
    expect(marks.failed.fill).toMatch(/rgba\(.*,\s*0\)$/);
    expect(document.querySelector('.mot-chart__key')?.textContent).toContain('Failed, then passed on a retest');
  });

  it('says whether a safety recall is outstanding, and where to read about it', async () => {
    fakeApi({
      'GET /users/u1': () => json(focus),
      [`GET ${MOT}?vrm=WB16GLF`]: () => json({ ...history, vrm: 'WB16GLF', hasOutstandingRecall: 'Yes' }),
    });
    renderAt(<MotHistoryModal vrm="WB16 GLF" />);
    openModal();
    const recall = await screen.findByRole('region', { name: 'Outstanding safety recall' });
    expect(recall.textContent).toContain('has not been done yet');
    expect(
      within(recall)
        .getByRole('link', { name: /Check the recall on GOV.UK/ })
        .getAttribute('href'),
    ).toBe('https://www.gov.uk/check-vehicle-recall');
    expect(document.querySelector('.mot-chart__key')?.textContent).not.toContain('retest');
  });

  it('says so when no safety recall is outstanding', async () => {
    fakeApi({ 'GET /users/u1': () => json(focus), [`GET ${MOT}?vrm=WB19KFD`]: () => json(history) });
    renderAt(<MotHistoryModal />);
    openModal();
    expect(await screen.findByText('No outstanding safety recall.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Outstanding safety recall' })).toBeNull();
  });

  it('says when the next MOT is due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 1, 7, 10, 0));
    fakeApi({ 'GET /users/u1': () => json(focus), [`GET ${MOT}?vrm=WB19KFD`]: () => json(history) });
    renderAt(<MotHistoryModal />);
    openModal();

    const due = await screen.findByText('MOT due');
    expect(due.parentElement?.textContent).toBe('MOT due09/03/2025, due in 30 days');
  });

  it('shows a new vehicle’s first due date when it has had no test', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0));
    fakeApi({
      'GET /users/u1': () => json(focus),
      [`GET ${MOT}?vrm=KV26XYZ`]: () =>
        json({
          vrm: 'KV26XYZ',
          make: 'KIA',
          model: 'SPORTAGE',
          motTestDueDate: '2029-03-31',
          hasOutstandingRecall: 'Unknown',
          motHistory: [],
        }),
    });
    renderAt(<MotHistoryModal vrm="kv26 xyz" />);
    openModal();

    expect(await screen.findByText('No MOT tests yet: first MOT due on 31/03/2029')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'KV26 XYZ KIA SPORTAGE' })).toBeTruthy();
    expect(screen.getByText('MOT due').parentElement?.textContent).toContain('due in 860 days');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a spinner while loading and asks nothing while closed', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'GET /users/u1': () => json(focus),
      [`GET ${MOT}?vrm=WB19KFD`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAt(<MotHistoryModal />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls).toEqual([]);

    openModal();
    expect(await screen.findByRole('status', { name: 'Loading the MOT history of WB19 KFD' })).toBeTruthy();
    await act(async () => answer(json(history)));
    expect(await screen.findByRole('heading', { name: 'WB19 KFD FORD FOCUS' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(vehicleModals.current()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the session’s active vehicle when the user record has none', async () => {
    const api = fakeApi({
      'GET /users/u1': () => json(userRecord({ id: 'u1' })),
      [`GET ${MOT}`]: () => json(history),
    });
    renderAt(<MotHistoryModal />);
    openModal();
    expect(await screen.findByRole('heading', { name: 'WB19 KFD FORD FOCUS' })).toBeTruthy();
    expect(api.callsTo(`GET ${MOT}`)).toHaveLength(1);
  });

  describe('errors (trade-features §8)', () => {
    async function errorShown(answer: () => Response | Promise<Response>) {
      fakeApi({ 'GET /users/u1': () => json(focus), [`GET ${MOT}?vrm=WB19KFD`]: answer });
      renderAt(<MotHistoryModal />);
      openModal();
      return (await screen.findByRole('alert')).textContent;
    }

    it('shows the server’s description', async () => {
      const description = vehicleMessages.noMotHistory('WB19 KFD');
      expect(await errorShown(() => problem(404, description))).toBe(description);
    });

    it('says the MOT service did not answer, and to try again, when a gateway answered without words', async () => {
      expect(await errorShown(() => new Response('<html>Bad gateway</html>', { status: 502 }))).toBe(
        vehicleMessages.motNoAnswer,
      );
    });

    it('says there is no MOT record, and to check the registration, for a 404 without words', async () => {
      expect(await errorShown(() => new Response(null, { status: 404 }))).toBe(vehicleMessages.motNotFound);
    });

    it('says the MOT service did not answer when the server cannot be reached while online', async () => {
      expect(
        await errorShown(() => {
          throw new TypeError('Failed to fetch');
        }),
      ).toBe(vehicleMessages.motNoAnswer);
    });

    it('says the person is offline, and to try again once back online, when offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      expect(
        await errorShown(() => {
          throw new TypeError('Failed to fetch');
        }),
      ).toBe(vehicleMessages.motOffline);
    });

    it('tries again from the error: the history shows once the service answers', async () => {
      let calls = 0;
      fakeApi({
        'GET /users/u1': () => json(focus),
        [`GET ${MOT}?vrm=WB19KFD`]: () => (++calls === 1 ? new Response('', { status: 504 }) : json(history)),
      });
      renderAt(<MotHistoryModal />);
      openModal();
      expect((await screen.findByRole('alert')).textContent).toBe(vehicleMessages.motNoAnswer);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'WB19 KFD FORD FOCUS' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('never says the old "Failed to fetch MOT history", which said neither what happened nor what to do', () => {
      expect(Object.values(vehicleMessages)).not.toContain('Failed to fetch MOT history');
    });

    it('says "An unexpected error occurred" for anything else', async () => {
      expect(await errorShown(() => json({ vrm: 'WB19KFD', motHistory: 'none' }))).toBe(vehicleMessages.unexpected);
    });
  });
});
