import { describe, expect, it } from 'vitest';
import { DemoProvider } from './demo-provider';

const request = (key = 'k1') => ({ amount: 4700, currency: 'gbp', description: 'x', metadata: { plan: 'full' }, idempotencyKey: key });
const card = (cardNumber: string) => ({ cardNumber, expiry: '12 / 40', cvc: '123' });

describe('DemoProvider', () => {
  it('creates intents like Stripe, and the same intent for a repeated idempotency key', async () => {
    const demo = new DemoProvider();
    const a = await demo.createIntent(request('same'));
    const b = await demo.createIntent(request('same'));
    const c = await demo.createIntent(request('other'));
    expect(a.id).toMatch(/^demo_pi_[A-Za-z0-9]{24}$/);
    expect(a.clientSecret).toMatch(new RegExp(`^${a.id}_secret_[A-Za-z0-9]{24}$`));
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
    expect(a).toMatchObject({ status: 'requires_payment_method', amount: 4700, amountReceived: 0 });
  });

  it('opens an intent only with its own secret', async () => {
    const demo = new DemoProvider();
    const a = await demo.createIntent(request());
    expect((await demo.intentForSecret(a.id, a.clientSecret!))?.id).toBe(a.id);
    expect(await demo.intentForSecret(a.id, `${a.id}_secret_nope`)).toBeNull();
    expect(await demo.intentForSecret('demo_pi_x', a.clientSecret!)).toBeNull();
  });

  it('succeeds with 4242..., declines 4000...0002, and refuses a second confirm after success', async () => {
    const demo = new DemoProvider();
    const a = await demo.createIntent(request());
    const declined = await demo.confirmCard(a.id, a.clientSecret!, card('4000000000000002'));
    expect(declined).toMatchObject({ status: 'requires_payment_method', error: { message: 'Your card was declined.' } });
    expect((await demo.retrieveIntent(a.id))?.lastErrorMessage).toBe('Your card was declined.');
    const ok = await demo.confirmCard(a.id, a.clientSecret!, card('4242424242424242'));
    expect(ok).toMatchObject({ status: 'succeeded', intent: { amountReceived: 4700, lastErrorMessage: null } });
    await expect(demo.confirmCard(a.id, a.clientSecret!, card('4242424242424242'))).rejects.toThrow(/already succeeded/);
  });

  it('merges metadata on update and keeps returned copies detached', async () => {
    const demo = new DemoProvider();
    const a = await demo.createIntent(request());
    await demo.updateIntent(a.id, { metadata: { email: 'a@example.com' }, receiptEmail: 'a@example.com' });
    const read = (await demo.retrieveIntent(a.id))!;
    expect(read.metadata).toEqual({ plan: 'full', email: 'a@example.com' });
    read.metadata.plan = 'distinguished';
    expect((await demo.retrieveIntent(a.id))!.metadata.plan).toBe('full');
  });

  it('forgets the oldest intents beyond its cap', async () => {
    const demo = new DemoProvider(2);
    const a = await demo.createIntent(request('1'));
    await demo.createIntent(request('2'));
    await demo.createIntent(request('3'));
    expect(await demo.retrieveIntent(a.id)).toBeNull();
  });
});
