/**
 * Resolves in a new task, after the browser has had the chance to paint and handle input. A
 * message to ourselves, not a zero timer: browsers stretch nested timers to 4 ms each, and a
 * chain of tasks (the views' starts after hydration, ui/start-queue.ts) would wait for nothing.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
