import '../addresses.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AddressType } from '../../../../contract/addresses/countries';
import { errorMessage } from '../../../api/api-error';
import type { AddressRow } from '../../../db/addresses';
import { useProfile } from '../../../session/profile';
import { useSession } from '../../../session/use-session';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { Modal } from '../../../ui/modal';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useEntityChanges } from '../../../sync/entity-changes';
import { useCountries } from '../api/countries';
import { formProblem } from '../address-changes';
import { groupByType } from '../address-row';
import { addAddress, deleteAddress, editAddress, makeDefaultAddress, type AddressInput } from '../address-store';
import { addressLabel } from '../address-words';
import { useAddresses } from '../hooks/use-addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

const GROUPS: { type: AddressType; title: string; none: string }[] = [
  { type: 'delivery', title: 'Delivery addresses', none: 'No delivery addresses yet.' },
  { type: 'billing', title: 'Billing addresses', none: 'No billing addresses yet.' },
];

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * /account/addresses: the person's addresses by type, the default of each marked, with add, edit,
 * make default and delete. Everything works offline: changes show at once, marked "Waiting to be
 * sent", and go to the server in order when the connection is back. Each card says where its
 * changes stand, a refusal or a conflict included, with what to do about it there.
 */
export function AddressesPage() {
  const book = useAddresses();
  const countries = useCountries();
  const profile = useProfile();
  const { claims } = useSession();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AddressRow | null>(null);
  const { userId, online } = book;
  // The address being edited: a refusal of its fields opens the form with them marked.
  const editing = useEntityChanges(mode.kind === 'edit' ? mode.id : null);

  // Moving between the list and the form: the new screen's heading takes the focus, as on a new page.
  const shown = useRef(mode.kind);
  useEffect(() => {
    if (shown.current === mode.kind) return;
    shown.current = mode.kind;
    document.getElementById('page-title')?.focus();
  }, [mode.kind]);

  const act = (action: () => Promise<void>, done: string) => {
    setActionError(null);
    setNotice(null);
    action()
      .then(() => setNotice(done))
      .catch((failure: unknown) => setActionError(errorMessage(failure)));
  };
  // Never a success before the server has it: its card says when it is sent, or refused.
  const savedWords = (what: string) =>
    online
      ? `${what} on this device and is being sent.`
      : `${what} on this device. It will be sent when you are online.`;

  if (mode.kind !== 'list') {
    const row = mode.kind === 'edit' ? book.rows.find((r) => r.id === mode.id) : undefined;
    const title = row ? 'Change an address' : 'Add an address';
    if (!countries.data) return <Spinner label="Loading the countries" />;
    const save = async (input: AddressInput) => {
      if (row) await editAddress(userId, row.id, input);
      else await addAddress(userId, input);
      setActionError(null);
      setNotice(savedWords(row ? 'Your changes have been saved' : 'The address has been saved'));
      setMode({ kind: 'list' });
    };
    return (
      <Page title={title} narrow>
        <AddressForm
          row={row}
          problem={row ? formProblem(editing, row) : null}
          countries={countries.data}
          defaults={{
            firstName: claims?.first_name ?? '',
            lastName: claims?.last_name ?? '',
            countryCode: profile.data?.tradingCountry === 'ie' ? 'IE' : 'GB',
          }}
          onSave={save}
          onCancel={() => setMode({ kind: 'list' })}
        />
      </Page>
    );
  }

  const live = book.rows.filter((row) => !row.deleted);
  if (!book.loaded || (live.length === 0 && book.loading)) return <Spinner label="Loading your addresses" />;
  if (live.length === 0 && book.pullError) {
    return (
      <Page title="Your addresses">
        <ErrorBanner>Your addresses could not be loaded. {book.pullError}</ErrorBanner>
        <button type="button" className="button button--secondary" onClick={book.retry}>
          Try again
        </button>
      </Page>
    );
  }
  const groups = groupByType(book.rows);

  return (
    <Page
      title="Your addresses"
      intro={
        online
          ? 'The addresses you deliver to and are billed at.'
          : 'You are offline. Changes are kept on this device and sent when the connection is back.'
      }
    >
      <SuccessBanner>{notice}</SuccessBanner>
      <ErrorBanner>{actionError}</ErrorBanner>
      <div className="addresses__toolbar">
        <button type="button" className="button button--primary" onClick={() => setMode({ kind: 'add' })}>
          Add an address
        </button>
        <Link to="/account">Back to your account</Link>
      </div>
      {live.length === 0 ? (
        <p className="addresses__empty">You have no saved addresses yet.</p>
      ) : (
        GROUPS.map(({ type, title, none }) => (
          <section key={type} className="addresses__group" aria-labelledby={`addresses-${type}`}>
            <h2 id={`addresses-${type}`}>{title}</h2>
            {groups[type].length === 0 ? (
              <p className="muted">{none}</p>
            ) : (
              <ul className="addresses__list" aria-labelledby={`addresses-${type}`}>
                {groups[type].map((row) => (
                  <li key={row.id}>
                    <AddressCard
                      row={row}
                      type={type}
                      onEdit={() => {
                        setNotice(null);
                        setMode({ kind: 'edit', id: row.id });
                      }}
                      onMakeDefault={() =>
                        act(
                          () => makeDefaultAddress(userId, row.id, type),
                          savedWords(`${addressLabel(row.address)} is now your default ${type} address`),
                        )
                      }
                      onDelete={() => setDeleting(row)}
                      onNotice={(words) => {
                        setActionError(null);
                        setNotice(words);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      <Modal
        open={deleting !== null}
        title="Delete this address?"
        closeLabel="Cancel"
        onClose={() => setDeleting(null)}
        footer={
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              const row = deleting;
              setDeleting(null);
              if (row)
                act(() => deleteAddress(userId, row.id), savedWords(`${addressLabel(row.address)} has been deleted`));
            }}
          >
            Delete address
          </button>
        }
      >
        {deleting && (
          <p>
            <strong>{addressLabel(deleting.address)}</strong> will be removed from your addresses
            {online ? '.' : ' on this device now, and from your account when you are online.'}
          </p>
        )}
      </Modal>
    </Page>
  );
}
