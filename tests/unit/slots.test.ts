import { describe, expect, it } from 'vitest';
import { Slots } from '../../server/platform/db/slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('gives at most `size` at once, the rest in the order asked', async () => {
    const slots = new Slots(2);
    const order: number[] = [];
    const frees: (() => void)[] = [];
    const asks = [1, 2, 3, 4].map((n) =>
      slots.take().then((free) => {
        order.push(n);
        frees.push(free);
      }),
    );
    await tick();
    expect(order).toEqual([1, 2]);
    expect(slots.busy).toBe(2);
    expect(slots.queued).toBe(2);
    frees[0]?.();
    await tick();
    expect(order).toEqual([1, 2, 3]);
    expect(slots.busy).toBe(2);
    frees[2]?.();
    frees[1]?.();
    await Promise.all(asks);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(slots.queued).toBe(0);
    expect(slots.busy).toBe(1);
    frees[3]?.();
    expect(slots.busy).toBe(0);
  });

  it('frees a slot once however often its free is called', async () => {
    const slots = new Slots(1);
    const free = await slots.take();
    const second = slots.take();
    free();
    free();
    const freeSecond = await second;
    expect(slots.busy).toBe(1);
    const third = slots.take();
    await tick();
    expect(slots.queued).toBe(1);
    freeSecond();
    (await third)();
    expect(slots.busy).toBe(0);
  });

  it('refuses a size below one', () => {
    expect(() => new Slots(0)).toThrow(/1 or more/);
    expect(() => new Slots(1.5)).toThrow(/1 or more/);
  });
});
