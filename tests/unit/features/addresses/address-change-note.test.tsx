import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../../../../contract/addresses/countries';
import { violationList } from '../../../../contract/errors';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { setConfig } from '../../../../src/api/config';
import { appDb } from '../../../../src/db/app-db';
import { registerAddressOperations } from '../../../../src/features/addresses/address-operations';
import { addAddress, deleteAddress, editAddress } from '../../../../src/features/addresses/address-store';
import { AddressesPage } from '../../../../src/features/addresses/components/addresses-page';
import { replayWith } from '../../../../src/sync/replay';
import { claims, json, problem, storeBearerSession, userRecord } from '../../support/fake-api';
import { describedBy } from '../../support/described-by';
import { renderAt } from '../../support/render';
import { clearDb } from '../../sync/support';
import { fakeAddressServer, input } from './support';

const TELEPHONE = 'Enter a telephone number, like 0113 496 0123 or +353 1 555 0147';
const CARD = 'delivery address 14 Market Street, Leeds';
const extra = {
  'GET /users/u1': () => json(userRecord({ id: 'u1' })),
  'GET /countries': () => json({ 'hydra:member': COUNTRIES, 'hydra:totalItems': COUNTRIES.length }),
};
/** The server stricter than the device about the telephone number. */
const refuseTelephone = () => json(violationList(400, [{ propertyPath: 'telephone', message: TELEPHONE }]), 400);
const clock = { now: () => Date.now(), random: () => 0 };

beforeAll(() => registerAddressOperations());
beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1', first_name: 'Robin', last_name: 'Spanner', exp: 2_000_000_000 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = async () =>
  (await screen.findByRole('heading', { name: '14 Market Street, Leeds', level: 3 })).closest('article')!;
const statusOf = (article: HTMLElement) => within(article).getByRole('status').textContent;

describe('where an address change stands, on its card', () => {
  it('says a change is waiting, then that it was sent once the server has it', async () => {
    fakeAddressServer(extra);
    await addAddress('u1', input());
    renderAt(<AddressesPage />);
    await waitFor(async () => expect(statusOf(await card())).toContain('Waiting to be sent'));

    await replayWith(clock);
    await waitFor(async () => expect(statusOf(await card())).toContain('Sent'));
    expect(statusOf(await card())).not.toContain('Waiting');
  });

  it('offline, says the change is kept on this device until the connection is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeAddressServer(extra);
    await addAddress('u1', input());
    renderAt(<AddressesPage />);
    await waitFor(async () =>
      expect(statusOf(await card())).toContain('Saved on this device – will be sent when you are back online'),
    );
  });

  it(
    'a change the server keeps failing (5xx) says it is not sent yet and why, ' + 'and can be tried again now',
    async () => {
      fakeAddressServer({
        ...extra,
        'POST /addresses': () => problem(503, 'Workbay is busy: please try again in a minute.'),
      });
      const id = await addAddress('u1', input());
      await replayWith(clock);
      renderAt(<AddressesPage />);
      await waitFor(async () =>
        expect(statusOf(await card())).toContain(
          'Not sent yet: Workbay is busy: please try again in a minute. Trying again shortly.',
        ),
      );

      fireEvent.click(screen.getByRole('button', { name: `Try again now to send the change to ${CARD}` }));
      await waitFor(async () =>
        expect((await appDb.outbox.where('entityId').equals(id).first())?.nextAttemptAt).toBe(0),
      );
    },
  );

  it('with no connection at all, the reason is the connection, not the server', async () => {
    fakeAddressServer({
      ...extra,
      'POST /addresses': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await addAddress('u1', input());
    await replayWith(clock);
    renderAt(<AddressesPage />);
    await waitFor(async () =>
      expect(statusOf(await card())).toContain('Not sent yet: the server could not be reached. Trying again shortly.'),
    );
  });

  it(
    'a refused address shows the server’s words on its card, ' +
      'and the form opens with the violation beside its field',
    async () => {
      fakeAddressServer({ ...extra, 'POST /addresses': refuseTelephone });
      const id = await addAddress('u1', input({ telephone: '0113 496 0123' }));
      await replayWith(clock);
      renderAt(<AddressesPage />);

      const alert = await within(await card()).findByRole('alert');
      expect(alert.textContent).toContain(`This address was not saved: ${TELEPHONE}`);
      expect(alert.textContent).toContain('Edit the address to correct it, or discard it.');
      expect(within(alert).getByRole('button', { name: `Discard change to ${CARD}` })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: `Edit ${CARD}` }));
      const form = await screen.findByRole('form', { name: 'Change address' });
      const telephone = within(form).getByLabelText('Telephone (optional)');
      await waitFor(() => expect(telephone.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy(telephone)).toContain(TELEPHONE);
      expect(within(form).getByRole('alert').textContent).toContain(
        'These details were not accepted: correct what is marked and save again.',
      );

      // Corrected: sent again as a new add, waiting, the refusal gone from the card.
      fireEvent.input(telephone, { target: { value: '0113 496 0999' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
      await waitFor(async () => expect(statusOf(await card())).toContain('Waiting to be sent'));
      expect(within(await card()).queryByRole('alert')).toBeNull();
      const entries = await appDb.outbox.where('entityId').equals(id).toArray();
      expect(entries.map((entry) => [entry.operation, entry.state])).toEqual([['address.create', 'pending']]);
    },
  );

  it('a refused change can be discarded on its card: the address is as it was, and nothing says "Sent"', async () => {
    const routes: Record<string, () => Response> = { ...extra };
    fakeAddressServer(routes);
    const id = await addAddress('u1', input());
    await replayWith(clock);
    routes[`PUT /addresses/${id}`] = refuseTelephone;
    await editAddress('u1', id, input({ telephone: '0113 496 0123' }));
    await replayWith(clock);
    renderAt(<AddressesPage />);

    const alert = await within(await card()).findByRole('alert');
    expect(alert.textContent).toContain(`Your changes were not saved: ${TELEPHONE}`);
    fireEvent.click(within(alert).getByRole('button', { name: `Discard change to ${CARD}` }));

    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
        `Your change to ${CARD} has been discarded.`,
      ),
    );
    // The card is read live from the device: it follows the discard a moment after the notice.
    await waitFor(async () => expect(within(await card()).queryByRole('alert')).toBeNull());
    await waitFor(async () => expect(statusOf(await card())).toBe(''));
    expect((await appDb.addresses.get(id))?.address.telephone).toBeNull();
    expect(await appDb.outbox.count()).toBe(0);
  });

  it('a refused delete brings the address back with the server’s words, to try again or keep', async () => {
    const routes: Record<string, () => Response> = { ...extra };
    const server = fakeAddressServer(routes);
    const id = await addAddress('u1', input());
    await replayWith(clock);
    routes[`DELETE /addresses/${id}`] = () => problem(422, 'This address is on an open order.');
    await deleteAddress('u1', id);
    await replayWith(clock);
    renderAt(<AddressesPage />);

    const alert = await within(await card()).findByRole('alert');
    expect(alert.textContent).toContain('It was not deleted: This address is on an open order.');
    expect(alert.textContent).toContain('Try again, or discard the change to keep the address.');
    fireEvent.click(within(alert).getByRole('button', { name: `Try again to send the change to ${CARD}` }));
    // Queued again, due now: no longer refused, and the card says which change waits.
    await waitFor(async () => expect(statusOf(await card())).toContain('Deletion waiting to be sent'));
    expect(within(await card()).queryByRole('alert')).toBeNull();
    expect((await appDb.outbox.toArray()).map((entry) => [entry.state, entry.nextAttemptAt])).toEqual([['pending', 0]]);

    // Sent again and taken this time: the address goes.
    delete routes[`DELETE /addresses/${id}`];
    await replayWith(clock);
    expect(server.has(id)).toBe(false);
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
  });

  it('a conflict shows both values of each field that differs, with Keep mine and Take the server’s', async () => {
    const server = fakeAddressServer(extra);
    const id = await addAddress('u1', input());
    await replayWith(clock);
    await editAddress('u1', id, input({ postcode: 'LS1 4AP', telephone: '0113 496 0123' }));
    const [entry] = await appDb.outbox.toArray();
    const mine = (await appDb.addresses.get(id))!.address;
    // Meanwhile another device changed the postcode.
    const { defaults: _defaults, default: _default, '@id': _iri, ...stored } = server.resource(id);
    server.seed({ ...stored, postcode: 'LS2 7EY' });
    const theirs = server.resource(id);
    await appDb.outbox.update(entry!.id, { state: 'conflict', lastError: 'This address was changed meanwhile.' });
    await appDb.conflicts.put({
      entryId: entry!.id,
      userId: 'u1',
      entity: 'address',
      entityId: id,
      mine,
      theirs,
      message: 'This address was changed meanwhile.',
      createdAt: '',
    });
    renderAt(<AddressesPage />);

    const alert = await within(await card()).findByRole('alert');
    expect(alert.textContent).toContain('This address was changed on another device while your change waited.');
    const clashes = [...alert.querySelectorAll('dt')].map((term) => [
      term.textContent,
      ...[...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent),
    ]);
    expect(clashes).toEqual([
      ['Postcode', 'Yours: LS1 4AP', "The server's: LS2 7EY"],
      ['Telephone', 'Yours: 0113 496 0123', "The server's: Not given"],
    ]);
    expect(within(alert).getByRole('button', { name: `Keep mine for ${CARD}` })).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: `Take the server's for ${CARD}` }));
    await waitFor(async () => expect((await appDb.addresses.get(id))?.address.postcode).toBe('LS2 7EY'));
    await waitFor(async () => expect(within(await card()).queryByRole('alert')).toBeNull());
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
      `The server's copy of ${CARD} has been kept.`,
    );
    expect(await appDb.outbox.count()).toBe(0);
  });

  it(
    'two devices change one address: the one based on the older version shows the field it changed, ' +
      'both values beside it, and Keep mine sends it again on the saved version',
    async () => {
      const server = fakeAddressServer(extra);
      const id = await addAddress('u1', input());
      await replayWith(clock);
      // Offline, this device changes the town; another device meanwhile changes the town and the telephone.
      await editAddress('u1', id, input({ town: 'Bradford', postcode: 'LS1 6DT' }));
      const { defaults: _defaults, default: _default, '@id': _iri, ...stored } = server.resource(id);
      server.seed({ ...stored, town: 'Wakefield', telephone: '0113 496 0999' });
      await replayWith(clock);

      const [put] = server.api.callsTo(`PUT /addresses/${id}`);
      // Only what this device changed, based on the version it held.
      expect(put?.body).toEqual({ version: 1, town: 'Bradford' });
      expect(server.resource(id)).toMatchObject({ town: 'Wakefield', version: 2 });

      renderAt(<AddressesPage />);
      const alert = await within(
        (await screen.findByRole('heading', { name: '14 Market Street, Bradford', level: 3 })).closest('article')!,
      ).findByRole('alert');
      const clashes = [...alert.querySelectorAll('dt')].map((term) => [
        term.textContent,
        ...[...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent),
      ]);
      // The telephone only the other device changed is no choice of this person's.
      expect(clashes).toEqual([['Town or city', 'Yours: Bradford', "The server's: Wakefield"]]);

      const subject = 'delivery address 14 Market Street, Bradford';
      fireEvent.click(within(alert).getByRole('button', { name: `Keep mine for ${subject}` }));
      await waitFor(async () => expect((await appDb.outbox.toArray())[0]?.state).toBe('pending'));
      await replayWith(clock);
      const [, again] = server.api.callsTo(`PUT /addresses/${id}`);
      expect(again?.body).toEqual({ version: 2, town: 'Bradford' });
      expect(again?.headers['idempotency-key']).not.toBe(put?.headers['idempotency-key']);
      // Both devices' changes hold: the person's town, the other device's telephone.
      expect(server.resource(id)).toMatchObject({ town: 'Bradford', telephone: '0113 496 0999', version: 3 });
      expect(await appDb.outbox.count()).toBe(0);
      expect((await appDb.addresses.get(id))?.serverVersion).toBe(3);
    },
  );
});
