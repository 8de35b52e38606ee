import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestAfterPause } from './latest';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('latestAfterPause', () => {
  it('asks once, with the last argument, after the typing pauses', async () => {
    const asked: string[] = [];
    const answers: string[] = [];
    const live = latestAfterPause(
      async (a: string) => (asked.push(a), a.toUpperCase()),
      150,
      (r) => answers.push(r),
      () => {},
    );
    live.schedule('j');
    await vi.advanceTimersByTimeAsync(100);
    live.schedule('je');
    await vi.advanceTimersByTimeAsync(100);
    live.schedule('jed');
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(asked).toEqual(['jed']);
    expect(answers).toEqual(['JED']);
  });

  it('asks at once when a question is given no pause (a choice), and waits when typed', async () => {
    const asked: string[] = [];
    const live = latestAfterPause(async (a: string) => void asked.push(a), 150, () => {}, () => {});
    live.schedule('typed');
    live.schedule('chosen', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['chosen']);
    live.schedule('typed again');
    await vi.advanceTimersByTimeAsync(149);
    expect(asked).toEqual(['chosen']);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['chosen', 'typed again']);
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const pending = [deferred<string>(), deferred<string>()];
    let n = 0;
    const answers: string[] = [];
    const live = latestAfterPause(() => pending[n++].promise, 10, (r) => answers.push(r), () => {});
    live.schedule('first');
    await vi.advanceTimersByTimeAsync(10);
    live.schedule('second');
    await vi.advanceTimersByTimeAsync(10);
    pending[1].resolve('second answer');
    await vi.advanceTimersByTimeAsync(0);
    pending[0].resolve('first answer');
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual(['second answer']);
  });

  it('reports a failure of the latest question and nothing after cancel', async () => {
    const failures: unknown[] = [];
    const answers: unknown[] = [];
    const live = latestAfterPause(
      (a: number) => (a < 0 ? Promise.reject({ code: 'negative', message: 'no' }) : Promise.resolve(a)),
      5,
      (r) => answers.push(r),
      (e) => failures.push(e),
    );
    live.schedule(-1);
    await vi.advanceTimersByTimeAsync(5);
    expect(failures).toEqual([{ code: 'negative', message: 'no' }]);
    live.schedule(1);
    live.cancel();
    await vi.advanceTimersByTimeAsync(50);
    expect(answers).toEqual([]);
  });
});
