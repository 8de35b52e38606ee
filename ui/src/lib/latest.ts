// Live validation: wait until the typing pauses, ask, and only ever apply the answer to the most
// recent question (an older answer arriving late is dropped).

export type Latest<A> = {
  /** Ask about `arg` after the pause (`pauseMs` if given), replacing any question still waiting. */
  schedule(arg: A, pauseMs?: number): void;
  /** Forget the waiting question and ignore answers still on their way. */
  cancel(): void;
};

export function latestAfterPause<A, R>(
  ask: (arg: A) => Promise<R>,
  pauseMs: number,
  answer: (result: R) => void,
  failed: (error: unknown) => void,
): Latest<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  return {
    schedule(arg, pause = pauseMs) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        const mine = ++asked;
        ask(arg).then(
          (result) => {
            if (mine === asked) answer(result);
          },
          (error) => {
            if (mine === asked) failed(error);
          },
        );
      }, pause);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      asked++;
    },
  };
}
