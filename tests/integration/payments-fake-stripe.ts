import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that plays the few parts of Stripe's API the club uses (PaymentIntents
 * create, retrieve, update, and off-session charges; Refunds create and list; Customers and
 * SetupIntents for renewing automatically, and detaching a payment method), so the real `stripe`
 * SDK code path runs offline in tests.
 */
export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  receipt_email: string | null;
  latest_charge: null | { id: string; object: 'charge'; billing_details: { email: string | null; name: string | null } };
  last_payment_error: null | { message: string; code: string };
  livemode: false;
};

/** A SetupIntent (docs/decisions/055): a card saved on a customer for off-session charges. */
export type FakeSetup = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  status: string;
  usage: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_setup_error: null | { message: string; code: string };
  livemode: false;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, unknown>;
};

export type FakeStripe = {
  url: string;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  requests: RecordedRequest[];
  /** Makes every call answer 500 (Stripe down) while true. */
  failing: boolean;
  /** The request-id header of the latest answer (Stripe's request id). */
  lastRequestId: string;
  /** Makes every call answer this Stripe error while set (a refused parameter, a bad key, a declined card). */
  refuse: { status: number; type: string; message: string; code?: string } | null;
  customers: Map<string, { id: string; email: string | null; name: string | null }>;
  setups: Map<string, FakeSetup>;
  /** Payment methods detached from their customer. */
  detached: Set<string>;
  /** What the browser's confirmSetup does: the card is saved (one that declines when charged, with `declinesLater`). */
  completeSetup: (id: string, options?: { declinesLater?: boolean }) => FakeSetup;
  succeed: (id: string, billing?: { email?: string; name?: string }) => FakeIntent;
  fail: (id: string, message?: string) => FakeIntent;
  /** A refund made in Stripe's dashboard (not through the club's API call). */
  refundFromDashboard: (intentId: string, amount?: number) => FakeRefund;
  /** The charge object Stripe's charge.* events carry for an intent. */
  chargeOf: (intentId: string) => Record<string, unknown>;
  close: () => Promise<void>;
};

const rand = (n: number) => randomBytes(n).toString('hex').slice(0, n);

/** Stripe's form encoding: a[b]=c nests, a[0]=x lists. */
type Form = { [key: string]: string | Form };

/** The fields of a payment intent's create and update forms (metadata nests one level). */
type IntentForm = {
  amount?: string;
  currency?: string;
  description?: string;
  metadata?: Record<string, string>;
  receipt_email?: string;
  // Refunds (docs/decisions/028).
  payment_intent?: string;
  reason?: string;
  // Customers, set-ups and off-session charges (docs/decisions/055).
  email?: string;
  name?: string;
  customer?: string;
  usage?: string;
  payment_method?: string;
  off_session?: string;
  confirm?: string;
};

function parseForm(body: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) target[part] = value;
      else {
        const next = (target[part] ??= {});
        if (typeof next === 'object') target = next;
      }
    });
  }
  return out;
}

const stripeError = (status: number, type: string, message: string, code?: string) => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeRefund[] = [];
  const requests: RecordedRequest[] = [];
  const refunded = (intentId: string) =>
    refunds
      .filter((r) => r.payment_intent === intentId && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
  const makeRefund = (intent: FakeIntent, amount: number, reason: string | null, metadata: Record<string, string>): FakeRefund => {
    const refund: FakeRefund = {
      id: `re_${rand(24)}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge?.id ?? null,
      status: 'succeeded',
      reason,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    return refund;
  };
  const idempotent = new Map<string, string>();
  const customers: FakeStripe['customers'] = new Map();
  const setups = new Map<string, FakeSetup>();
  const detached = new Set<string>();
  /** Saved cards whose charges are declined (Stripe's 4000 0000 0000 0341). */
  const declining = new Set<string>();
  /** Stripe answers a declined off-session charge with a card error carrying the intent. */
  const offSessionCharge = (intent: FakeIntent, paymentMethod: string) => {
    if (declining.has(paymentMethod) || detached.has(paymentMethod)) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = { id: `ch_${rand(24)}`, object: 'charge', billing_details: { email: null, name: null } };
    return { status: 200, body: intent };
  };

  const handle = (method: string, path: string, headers: http.IncomingHttpHeaders, form: IntentForm) => {
    if (!String(headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const key = headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key)) return { status: 200, body: intents.get(idempotent.get(key)!) };
      if (!form.amount || !form.currency) return stripeError(400, 'invalid_request_error', 'Missing required param: amount.');
      const id = `pi_${rand(24)}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${rand(24)}`,
        description: form.description ?? null,
        metadata: form.metadata ?? {},
        customer: null,
        receipt_email: null,
        latest_charge: null,
        last_payment_error: null,
        livemode: false,
      };
      intents.set(id, intent);
      if (typeof key === 'string') idempotent.set(key, id);
      if (form.customer) intent.customer = form.customer;
      if (form.confirm === 'true' && form.off_session === 'true' && form.payment_method)
        return offSessionCharge(intent, form.payment_method);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const key = headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key)) return { status: 200, body: customers.get(idempotent.get(key)!) };
      const customer = { id: `cus_${rand(14)}`, object: 'customer', email: form.email ?? null, name: form.name ?? null };
      customers.set(customer.id, customer);
      if (typeof key === 'string') idempotent.set(key, customer.id);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const key = headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key)) return { status: 200, body: setups.get(idempotent.get(key)!) };
      if (form.customer && !customers.has(form.customer)) {
        return stripeError(400, 'invalid_request_error', `No such customer: '${form.customer}'`, 'resource_missing');
      }
      const id = `seti_${rand(24)}`;
      const setup: FakeSetup = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${rand(24)}`,
        customer: form.customer ?? null,
        status: 'requires_payment_method',
        usage: form.usage ?? 'off_session',
        payment_method: null,
        metadata: form.metadata ?? {},
        last_setup_error: null,
        livemode: false,
      };
      setups.set(id, setup);
      if (typeof key === 'string') idempotent.set(key, id);
      return { status: 200, body: setup };
    }
    const setupMatch = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (setupMatch && method === 'GET') {
      const setup = setups.get(setupMatch[1]);
      return setup
        ? { status: 200, body: setup }
        : stripeError(404, 'invalid_request_error', `No such setupintent: '${setupMatch[1]}'`, 'resource_missing');
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (detach && method === 'POST') {
      detached.add(detach[1]);
      return { status: 200, body: { id: detach[1], object: 'payment_method', customer: null } };
    }
    if (path === '/v1/refunds' && method === 'POST') {
      const key = headers['idempotency-key'];
      if (typeof key === 'string' && idempotent.has(key)) return { status: 200, body: refunds.find((r) => r.id === idempotent.get(key)) };
      const intent = intents.get(String(form.payment_intent ?? ''));
      if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${form.payment_intent}'`, 'resource_missing');
      if (intent.status !== 'succeeded') return stripeError(400, 'invalid_request_error', 'This PaymentIntent has not succeeded.');
      const left = intent.amount_received - refunded(intent.id);
      const amount = form.amount ? Number(form.amount) : left;
      if (left <= 0) return stripeError(400, 'invalid_request_error', `Charge has already been refunded.`, 'charge_already_refunded');
      if (amount > left) {
        return stripeError(
          400,
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          'amount_too_large',
        );
      }
      const refund = makeRefund(intent, amount, form.reason ?? null, form.metadata ?? {});
      if (typeof key === 'string') idempotent.set(key, refund.id);
      return { status: 200, body: refund };
    }
    if (path === '/v1/refunds' && method === 'GET') {
      const list = refunds.filter((r) => !form.payment_intent || r.payment_intent === form.payment_intent).reverse();
      return { status: 200, body: { object: 'list', data: list, has_more: false, url: '/v1/refunds' } };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (match) {
      const intent = intents.get(match[1]);
      if (!intent) {
        return stripeError(404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, 'resource_missing');
      }
      if (method === 'GET') return { status: 200, body: intent };
      if (method === 'POST') {
        if (form.metadata) intent.metadata = { ...intent.metadata, ...form.metadata };
        if (form.receipt_email) intent.receipt_email = form.receipt_email;
        return { status: 200, body: intent };
      }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  };

  const fake: FakeStripe = {
    url: '',
    intents,
    refunds,
    requests,
    failing: false,
    refuse: null,
    lastRequestId: '',
    customers,
    setups,
    detached,
    completeSetup(id, options = {}) {
      const setup = setups.get(id)!;
      setup.status = 'succeeded';
      setup.payment_method = `pm_${rand(24)}`;
      if (options.declinesLater) declining.add(setup.payment_method);
      return setup;
    },
    succeed(id, billing = {}) {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = {
        id: `ch_${rand(24)}`,
        object: 'charge',
        billing_details: { email: billing.email ?? null, name: billing.name ?? null },
      };
      return intent;
    },
    fail(id, message = 'Your card was declined.') {
      const intent = intents.get(id)!;
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message, code: 'card_declined' };
      return intent;
    },
    refundFromDashboard(intentId, amount) {
      const intent = intents.get(intentId)!;
      return makeRefund(intent, amount ?? intent.amount_received - refunded(intentId), 'requested_by_customer', {});
    },
    chargeOf(intentId) {
      const intent = intents.get(intentId)!;
      return {
        id: intent.latest_charge?.id ?? `ch_${rand(24)}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: refunded(intentId),
        refunded: refunded(intentId) >= intent.amount,
        currency: intent.currency,
        payment_intent: intentId,
        status: 'succeeded',
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = parseForm(req.method === 'GET' ? url.searchParams.toString() : body);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form });
      const answer = fake.failing
        ? stripeError(500, 'api_error', 'Something went wrong on Stripe\u2019s end.')
        : fake.refuse
          ? stripeError(fake.refuse.status, fake.refuse.type, fake.refuse.message, fake.refuse.code)
          : handle(req.method ?? 'GET', url.pathname, req.headers, form);
      // Stripe answers an expanded latest_charge as an object; ours is always an object or null.
      const requestId = `req_${rand(14)}`;
      fake.lastRequestId = requestId;
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': requestId });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
