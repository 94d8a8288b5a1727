import { checkAddress } from '../../../../contract/addresses/address-rules';
import type { AddressType } from '../../../../contract/addresses/countries';
import type { Address } from '../../../../contract/addresses/schemas';
import { violationList } from '../../../../contract/errors';
import type { AddressInput } from '../../../../src/features/addresses/address-store';
import { fakeApi, json, problem, type Call } from '../../support/fake-api';

/** An address as the form answers it: 14 Market Street, Leeds, for deliveries. */
export function input(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    type: ['delivery'],
    firstName: 'Robin',
    lastName: 'Spanner',
    company: '',
    line1: '14 Market Street',
    line2: '',
    town: 'Leeds',
    county: '',
    postcode: 'ls1 6dt',
    countryCode: 'GB',
    telephone: '',
    ...overrides,
  };
}

const ORDER: AddressType[] = ['billing', 'delivery'];

/**
 * A small fake of the server's address book at the network boundary (server/modules/addresses):
 * the contract's rules, one default per type (the first of a type until another is chosen),
 * versions (a change of fields based on another version answers 409 with `current` and the fields
 * that clash), and Idempotency-Key replays answered from the first answer with no second effect.
 */
export function fakeAddressServer(extra: Record<string, (call: Call) => Response> = {}) {
  const stored = new Map<string, Omit<Address, 'defaults' | 'default'>>();
  const defaults = new Map<AddressType, string>();
  const answers = new Map<string, Response>();
  let effects = 0;

  const resource = (id: string): Address => {
    const address = stored.get(id)!;
    const own = ORDER.filter((type) => defaults.get(type) === id);
    return { ...address, defaults: own.map((type) => ({ type })), default: own.length > 0 };
  };
  const repair = () => {
    for (const type of ORDER) {
      const holder = defaults.get(type);
      if (holder && stored.get(holder)?.type.includes(type)) continue;
      defaults.delete(type);
      const first = [...stored.values()].find((a) => a.type.includes(type));
      if (first) defaults.set(type, first.id);
    }
  };
  const refuse = (address: { type: AddressType[]; countryCode: string; postcode: string }) => {
    const { violations, postcode } = checkAddress(address);
    return { refusal: violations.length ? json(violationList(400, violations), 400) : null, postcode };
  };

  function handle(call: Call): Response {
    const key = call.headers['idempotency-key'];
    const kept = key ? answers.get(key) : undefined;
    if (kept) return kept.clone();
    const answer = act(call);
    if (key) answers.set(key, answer.clone());
    return answer;
  }

  function act(call: Call): Response {
    const id = call.path.split('/')[2] ?? '';
    if (call.method === 'POST') {
      const body = call.body as Address & { default?: boolean };
      const { refusal, postcode } = refuse(body);
      if (refusal) return refusal;
      effects++;
      const { default: makeDefault, ...fields } = body;
      stored.set(body.id, { ...fields, postcode, version: 1, '@id': `/api/addresses/${body.id}` } as Omit<
        Address,
        'defaults' | 'default'
      >);
      if (makeDefault) for (const type of body.type) defaults.set(type, body.id);
      repair();
      return json(resource(body.id), 201);
    }
    const current = stored.get(id);
    if (!current) return problem(404, 'This address could not be found.');
    if (call.method === 'DELETE') {
      effects++;
      stored.delete(id);
      repair();
      return new Response(null, { status: 204 });
    }
    const body = call.body as Partial<Address> & { default?: boolean; type?: AddressType | AddressType[] };
    const named = body.type === undefined ? undefined : ([] as AddressType[]).concat(body.type);
    if (body.default) {
      const type = ORDER.filter((t) => current.type.includes(t) || named?.includes(t));
      stored.set(id, { ...current, type });
      for (const t of named ?? type) defaults.set(t, id);
    } else {
      const { default: _d, version, ...fields } = body;
      const next = { ...current, ...fields, type: named ?? current.type } as Omit<Address, 'defaults' | 'default'>;
      const { refusal, postcode } = refuse(next);
      if (refusal) return refusal;
      const written = { ...next, postcode };
      const sent = Object.keys(fields) as (keyof typeof written)[];
      const differs = (field: keyof typeof written) =>
        JSON.stringify(written[field]) !== JSON.stringify(current[field]);
      if (version !== undefined && version !== current.version) {
        const clashes = sent
          .filter(differs)
          .map((path) => ({ path, reason: 'changed', yours: written[path], theirs: current[path] }));
        if (clashes.length)
          return problem(409, 'This address was changed meanwhile.', { current: resource(id), clashes });
      }
      stored.set(id, sent.some(differs) ? { ...written, version: current.version + 1 } : current);
    }
    effects++;
    repair();
    return json(resource(id));
  }

  const list = () => {
    const all = [...stored.keys()].map(resource);
    const members = [...all.filter((a) => a.default), ...all.filter((a) => !a.default)];
    return json({ 'hydra:member': members, 'hydra:totalItems': members.length });
  };

  // Any "METHOD /addresses/…" answers from the fake; the rest is unexpected.
  const routes = new Proxy({} as Record<string, (call: Call) => Response>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      if (name in extra) return extra[name];
      if (name === 'GET /users-addresses?') return list;
      if (name === 'GET /users-addresses') return list;
      if (/^(POST|PUT|DELETE) \/addresses(\/[^/?]+)?$/.test(name)) return handle;
      return undefined;
    },
  });
  const api = fakeApi(routes);
  return {
    api,
    resource,
    has: (id: string) => stored.has(id),
    addresses: () => [...stored.keys()].map(resource),
    defaultOf: (type: AddressType) => defaults.get(type),
    effects: () => effects,
    /** Puts an address on the server directly, as another device would (moving its version on). */
    seed(address: Omit<Address, 'defaults' | 'default' | '@id' | 'version'>) {
      const version = (stored.get(address.id)?.version ?? 0) + 1;
      stored.set(address.id, { ...address, version, '@id': `/api/addresses/${address.id}` });
      repair();
    },
  };
}
