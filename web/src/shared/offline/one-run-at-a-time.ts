/**
 * Wraps `run` so that one run goes at a time. A call made while a run goes is answered when a run
 * that started after the call ends: the going run read its work before the caller's work existed
 * (a step queued while the queue is sending), so joining it alone would leave that work waiting.
 * Calls made during one run share the one run after it. The answer is the last run's.
 */
export function oneRunAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let going: Promise<T> | null = null;
  let again = false;
  const runs = async (): Promise<T> => {
    let answer: T;
    do {
      again = false;
      answer = await run();
    } while (again);
    return answer;
  };
  return () => {
    if (going) {
      again = true;
      return going;
    }
    going = runs().finally(() => {
      going = null;
    });
    return going;
  };
}
